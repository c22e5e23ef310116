// Why the server did not start, as a Russian sentence that says what to do: the operator reads it
// in a terminal or in journalctl, where «getaddrinfo ENOTFOUND base» or «listen EADDRINUSE» told
// nothing (docs/decisions/0197-start-up-errors-say-what-to-do.md). An error we do not know keeps
// its own message.

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  path?: string;
  hostname?: string;
  address?: string;
  port?: number;
}

/** The error and its causes (migrate.ts wraps a failed migration's error as `cause`), outermost first. */
function chain(error: unknown): SystemError[] {
  const errors: SystemError[] = [];
  for (let current = error; current instanceof Error && errors.length < 5; current = current.cause) errors.push(current as SystemError);
  return errors;
}

/** Host and port of DATABASE_URL, for messages (never the password). */
function databaseAddress(databaseUrl: string | undefined): string {
  try {
    const url = new URL(databaseUrl ?? '');
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'из DATABASE_URL';
  }
}

export function startupMessage(error: unknown, env: NodeJS.ProcessEnv = process.env): string {
  const port = env.PORT || '8080';
  const host = env.HOST || '0.0.0.0';
  for (const one of chain(error)) {
    const where = one.path ? ` (${one.path})` : '';
    switch (one.code) {
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `не найден сервер базы данных «${one.hostname ?? databaseAddress(env.DATABASE_URL)}» из DATABASE_URL: проверьте имя хоста в адресе (и сеть, DNS этого компьютера)`;
      case 'ECONNREFUSED':
        return `PostgreSQL на ${one.address && one.port ? `${one.address}:${one.port}` : databaseAddress(env.DATABASE_URL)} не принимает соединения: запущен ли он (systemctl status postgresql)? Проверьте хост и порт в DATABASE_URL`;
      case 'ETIMEDOUT':
        return `PostgreSQL на ${databaseAddress(env.DATABASE_URL)} не ответил: проверьте DATABASE_URL и сеть до сервера базы`;
      case '28P01':
      case '28000':
        return `PostgreSQL не пустил пользователя из DATABASE_URL (${one.message}): проверьте имя и пароль в адресе`;
      case '3D000':
        return `в PostgreSQL на ${databaseAddress(env.DATABASE_URL)} нет базы из DATABASE_URL (${one.message}): создайте её (README, раздел Production)`;
      case 'EADDRINUSE':
        return `порт ${port} уже занят другой программой (может быть, школа уже запущена): остановите её или задайте другой порт, например PORT=8081`;
      case 'EADDRNOTAVAIL':
        return `у этого компьютера нет адреса ${host} (HOST): уберите HOST, чтобы школа открылась всей сети, или задайте HOST=127.0.0.1 — только для этого компьютера`;
      case 'EACCES':
      case 'EPERM':
        if (one.syscall === 'listen' || one.syscall === 'bind') {
          return `порт ${port} открывает только администратор (порты ниже 1024): задайте PORT=8080 и поставьте перед школой nginx (README, раздел Production)`;
        }
        return `нет доступа к папке данных${where}: она должна принадлежать пользователю, от которого запущена школа (README, раздел Production: chown school)`;
      case 'EEXIST':
      case 'ENOTDIR':
        return `${one.path ?? 'DATA_DIR или UPLOADS_DIR'} — файл, а DATA_DIR и UPLOADS_DIR должны быть папками`;
      case 'ENOSPC':
        return `на диске нет места${where}: освободите место и запустите снова`;
      case 'EROFS':
        return `папка данных${where} на диске только для чтения: выберите другую (DATA_DIR)`;
      case 'SQLITE_CANTOPEN':
        return `не открывается файл базы в папке данных${env.DATA_DIR ? ` ${env.DATA_DIR}` : ''}: проверьте, что папка есть и принадлежит пользователю школы`;
      case 'SQLITE_READONLY':
        return 'файл базы открыт только для чтения: он и папка данных должны принадлежать пользователю, от которого запущена школа';
      case 'SQLITE_NOTADB':
      case 'SQLITE_CORRUPT':
        return `файл базы повреждён или это не база SQLite (${one.message}): восстановите школу из копии (npm run restore)`;
      default:
    }
  }
  return error instanceof Error ? error.message : String(error);
}
