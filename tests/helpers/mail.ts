import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_FOLDER } from '../../server/services/mailer';

// The letters the server wrote as .eml files into its data folder (no SMTP_URL), read back.

export interface SavedLetter {
  to: string;
  /** The plain-text body, decoded from base64 or quoted-printable. */
  text: string;
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

export function savedLetters(dataDir: string): SavedLetter[] {
  const dir = join(dataDir, MAIL_FOLDER);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(join(dir, name), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split);
    const body = raw.slice(split).trim();
    return { to: /^to:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '', text: decodeBody(headers, body) };
  });
}

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
