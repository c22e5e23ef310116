import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

// Letters (docs/decisions/0083-password-reset.md): through SMTP when SMTP_URL is set; otherwise each is written as an .eml
// file to DATA_DIR/mail (readable by the school's user only) and the file's path logged, so one
// machine needs no outside service. The log line names neither the address nor the link: logs are
// shipped elsewhere, and a reset link is a password for an hour; the developer opens the file.
// nodemailer loads with the first letter, not at every start.

export interface Letter {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text one (the families' letters). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe for the weekly letter. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(letter: Letter): Promise<void>;
}

export const MAIL_FOLDER = 'mail';

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: (line: string) => void }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? // An SMTP server that does not answer holds a letter seconds, not nodemailer's default minutes.
          nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  return {
    async send(letter) {
      const info = await (await open()).sendMail({ from: options.from, ...letter });
      if (options.smtpUrl) return;
      const dir = join(options.dataDir, MAIL_FOLDER);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log(`Письмо записано в ${file}`);
    },
  };
}
