import { countOf, FILES } from '../../domain/plural';
import { runCommand } from '../backup/cli';
import { restoreSchool } from '../backup/school-backup';

// npm run restore -- --from FILE [--force]: a backup made by `npm run backup` into an empty data
// folder (SQLite) or an empty schema (DATABASE_URL); a school with data only with --force, and
// with the server stopped (docs/decisions/0195-one-backup-file-for-both-engines.md).

await runCommand({
  option: 'from',
  usage: 'Использование: npm run restore -- --from /backup/school-2026-09-01.tar [--force — стереть школу, которая уже есть]',
  failed: 'Школа не восстановлена',
  async run(paths, file, force) {
    const result = await restoreSchool(paths, { from: file, force }, (line) => console.log(line));
    console.log(
      `Школа восстановлена: ${result.target}; фото и аватары: ${countOf(result.files, FILES)} в ${paths.uploadsDir}` +
        (result.missing === 0 ? ` (все, что называет база, на месте)` : '') +
        '. Запустите сервер.',
    );
    if (result.missing > 0) process.exitCode = 2;
  },
});
