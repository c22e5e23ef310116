import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_FOLDER } from '../../server/services/mailer';

// The families' letters (text and HTML parts) read back from the .eml files the server wrote.

export interface FullLetter {
  file: string;
  to: string;
  subject: string;
  headers: string;
  text: string;
  html: string;
}

function decode(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = /^=([0-9A-F]{2})/i.exec(soft.slice(i, i + 3));
      if (hex) {
        bytes.push(parseInt(hex[1]!, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
};

function parse(file: string, raw: string): FullLetter {
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let text = '';
  let html = '';
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const inner = split(part.replace(/^\r?\n/, ''));
      if (/content-type:\s*text\/plain/i.test(inner.headers)) text = decode(inner.headers, inner.body.trim());
      if (/content-type:\s*text\/html/i.test(inner.headers)) html = decode(inner.headers, inner.body.trim());
    }
  } else {
    text = decode(headers, body.trim());
  }
  const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const subject = header('subject');
  const encoded = /=\?utf-8\?([bq])\?(.+?)\?=/gi;
  const decodedSubject = subject.replace(encoded, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decode('content-transfer-encoding: quoted-printable', data.replace(/_/g, ' ')),
  );
  return { file, to: header('to'), subject: decodedSubject.replace(/\s+/g, ' '), headers, text, html };
}

export function familyLetters(dataDir: string): FullLetter[] {
  const dir = join(dataDir, MAIL_FOLDER);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => parse(join(dir, name), readFileSync(join(dir, name), 'utf8')));
}

export const lettersTo = (dataDir: string, email: string) => familyLetters(dataDir).filter((letter) => letter.to === email);

/** The consent page's token from a consent letter's text. */
export function consentToken(letter: FullLetter): string {
  const link = /https?:\/\/\S+\/family\/consent\?token=([A-Za-z0-9_-]+)/.exec(letter.text);
  if (!link) throw new Error(`В письме нет ссылки согласия:\n${letter.text}`);
  return link[1]!;
}
