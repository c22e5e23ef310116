import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_FOLDER } from '../../server/services/mailer';

// The letters the server wrote as .eml files into its data folder (no SMTP_URL), read back:
// headers, subject, the text and HTML parts.

export interface SavedLetter {
  file: string;
  to: string;
  subject: string;
  headers: string;
  /** Decoded: the plain-text part and the HTML part (empty when the letter has none). */
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

function parse(file: string, raw: string): SavedLetter {
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

export function savedLetters(dataDir: string): SavedLetter[] {
  const dir = join(dataDir, MAIL_FOLDER);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => parse(join(dir, name), readFileSync(join(dir, name), 'utf8')));
}

export const lettersTo = (dataDir: string, email: string) => savedLetters(dataDir).filter((letter) => letter.to === email);

/** The newest letter to an address, waiting a little for one the server is still writing. */
export async function letterTo(dataDir: string, email: string, after = 0): Promise<SavedLetter> {
  for (let i = 0; i < 200; i++) {
    const found = savedLetters(dataDir).filter((letter) => letter.to === email);
    if (found.length > after) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Нет письма для ${email}`);
}

export const resetLink = (letter: SavedLetter) => new URL(/https?:\/\/\S+\/password\?token=\S+/.exec(letter.text)![0]);

/** The consent page's token from a consent letter's text. */
export function consentToken(letter: SavedLetter): string {
  const link = /https?:\/\/\S+\/family\/consent\?token=([A-Za-z0-9_-]+)/.exec(letter.text);
  if (!link) throw new Error(`В письме нет ссылки согласия:\n${letter.text}`);
  return link[1]!;
}
