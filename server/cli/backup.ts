import { countOf, FILES } from '../../domain/plural';
import { runCommand } from '../backup/cli';
import { backupSchool, megabytes } from '../backup/school-backup';

// npm run backup -- --to FILE [--force]: the whole school (database, photos, avatars, the token
// secret, the Web Push keys) in one file, 0600, while it runs (docs/decisions/0195-one-backup-file-for-both-engines.md).
// Honours DATA_DIR, UPLOADS_DIR, DATABASE_URL, JWT_SECRET and VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY like the server.

await runCommand({
  option: 'to',
  usage: 'Использование: npm run backup -- --to /backup/school-$(date +%F).tar [--force — заменить существующий файл]',
  failed: 'Копия не сделана',
  async run(paths, file, force) {
    const started = performance.now();
    const result = await backupSchool(paths, { to: file, force }, (line) => console.log(line));
    const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
    console.log(
      `Копия школы готова: ${result.file} (${megabytes(result.bytes)}, за ${seconds} с; только для владельца, 0600). ` +
        `Внутри: база (${result.source}), ${countOf(result.files, FILES)} фото и аватаров (${megabytes(result.fileBytes)})` +
        (result.secret ? ', секрет токенов' : '') +
        (result.vapid ? ', ключи Web Push' : ''),
    );
    // Cron mails the operator: the copy is usable, but some photos were removed while it was made.
    if (result.missing > 0) process.exitCode = 2;
  },
});
