import { parseArgs } from 'node:util';
import { dataPaths } from '../config';
import { BadArchive } from './tar';
import { BackupError } from './school-backup';
import { ToolError } from './postgres-tools';

// What `npm run backup` and `npm run restore` share: their one option, Russian messages for a
// wrong command line, and an error printed as a sentence with exit code 1, never a stack trace.

export interface Command {
  option: 'to' | 'from';
  usage: string;
  /** «Копия не сделана», «Школа не восстановлена». */
  failed: string;
  run(paths: ReturnType<typeof dataPaths>, file: string, force: boolean): Promise<void>;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function argumentProblem(error: NodeJS.ErrnoException, usage: string): string {
  const option = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Неизвестный параметр ${option ?? ''}. ${usage}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return error.message.includes('does not take an argument')
        ? `Параметр ${option ?? ''} пишется без значения. ${usage}`
        : `После ${option ?? 'параметра'} нужно имя файла. ${usage}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Лишнее в команде: ${/'([^']*)'/.exec(error.message)?.[1] ?? ''}. ${usage}`;
    default:
      return usage;
  }
}

export async function runCommand(command: Command, args = process.argv.slice(2)): Promise<void> {
  let values: { to?: string; from?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: { [command.option]: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    }) as { values: typeof values });
  } catch (error) {
    return fail(argumentProblem(error as NodeJS.ErrnoException, command.usage));
  }
  if (values.help) {
    console.log(command.usage);
    return;
  }
  const file = values[command.option]?.trim();
  if (!file) fail(`Не указан файл копии. ${command.usage}`);
  try {
    await command.run(dataPaths(), file, values.force ?? false);
  } catch (error) {
    const known = error instanceof BackupError || error instanceof BadArchive || error instanceof ToolError;
    const message = error instanceof Error ? error.message : String(error);
    fail(`${command.failed}: ${known ? message : `непредвиденная ошибка: ${message}`}`);
  }
}
