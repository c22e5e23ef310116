import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { MAIL_FOLDER } from '../../server/services/mailer';

// The letters the server wrote as .eml files into its data folder (no SMTP_URL), read back:
// headers, subject, the text and HTML parts; and a local SMTP server for the letters that go out.

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
  // Long headers are folded over lines, and a long subject is several encoded words whose bytes
  // run on (a letter may be cut mid-character): unfolded, then each run of words decoded at once.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  const subject = header('subject');
  const word = /=\?utf-8\?([bq])\?(.+?)\?=/gi;
  const bytesOf = (kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : Buffer.from(decode('content-transfer-encoding: quoted-printable', data.replace(/_/g, ' ')), 'utf8');
  const decodedSubject = subject.replace(/=\?utf-8\?[bq]\?.+?\?=(?:\s+=\?utf-8\?[bq]\?.+?\?=)*/gi, (run) =>
    Buffer.concat([...run.matchAll(word)].map((match) => bytesOf(match[1]!, match[2]!))).toString('utf8'),
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

/** A letter a local SMTP server took: the envelope and the raw message, parsed like an .eml file. */
export interface SmtpLetter extends SavedLetter {
  rcpt: string[];
}

export interface SmtpServer {
  port: number;
  url: string;
  letters: SmtpLetter[];
  close(): Promise<void>;
}

/**
 * A local SMTP server (node:net, no package): greets, accepts every sender and recipient, keeps
 * each message. `port` 0 takes a free one; a given port lets a test start it where the school's
 * SMTP_URL already points (after a time with nothing listening there).
 */
export async function startSmtpServer(port = 0): Promise<SmtpServer> {
  const letters: SmtpLetter[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string | undefined;
    let rcpt: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          const raw = data.replace(/^\.\./gm, '.');
          letters.push({ ...parse(`smtp#${letters.length + 1}`, raw), rcpt });
          data = undefined;
          rcpt = [];
          reply('250 2.0.0 queued');
          continue;
        }
        const at = buffer.indexOf('\r\n');
        if (at === -1) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') reply('250 2.1.0 ok');
        else if (verb === 'RCPT') {
          rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not here');
      }
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    letters,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port of 127.0.0.1 where nothing listens (one the system just gave and took back). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
