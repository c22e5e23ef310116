import { CONSENT_LINK_DAYS, FAMILY_MSG } from '../../domain/family';
import { countOf, DAYS } from '../../domain/plural';
import type { Letter } from './mailer';

// The letter a parent gets when their child under 14 signs up: who we are, what we keep, who sees
// what, how to see, export or delete it, and one button «Согласен». Plain words, text and HTML.

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The page the letter's button opens (the client's route). */
export const consentPageUrl = (publicUrl: string, token: string) => `${publicUrl}/family/consent?token=${encodeURIComponent(token)}`;

const KEPT = [
  'имя и фамилию (если ребёнок её указал) и e-mail;',
  'фотографии собранных моделей — без геометки и других скрытых данных снимка;',
  'комментарии ребёнка, его алмазы и рейтинг.',
];
const SEEN = [
  'учителя школы видят работы ребёнка, чтобы проверять их и подсказывать;',
  'другие ученики видят только имя, аватар и уровень;',
  'больше никто: мы не показываем и не передаём данные ребёнка посторонним.',
];

export function consentLetter(to: string, childName: string, publicUrl: string, token: string): Letter {
  const link = consentPageUrl(publicUrl, token);
  const days = countOf(CONSENT_LINK_DAYS, DAYS);
  const subject = `${childName} хочет заниматься в Школе робототехники — нужно ваше согласие`;
  const text = [
    'Здравствуйте!',
    '',
    `${childName} регистрируется в Школе робототехники и указывает ваш e-mail как адрес родителя.`,
    'Мы — кружок, где дети собирают роботов по инструкциям и показывают учителю фото своих моделей.',
    'Ребёнку меньше 14 лет, поэтому по закону (152-ФЗ) нам нужно ваше согласие.',
    '',
    'Что мы храним:',
    ...KEPT.map((line) => `— ${line}`),
    '',
    'Кто что видит:',
    ...SEEN.map((line) => `— ${line}`),
    '',
    'Вы можете в любой момент посмотреть работы ребёнка, скачать все его данные или удалить аккаунт — на странице родителя.',
    'Согласие можно отозвать там же.',
    '',
    `Чтобы согласиться, откройте ссылку (она работает ${days} и только один раз):`,
    link,
    '',
    'Пока согласия нет, ребёнок может читать инструкции и собирать модели, но не отправляет фото и не пишет комментарии.',
    'Если вы не знаете, о чём речь, просто не открывайте ссылку.',
    '',
    'Школа робототехники',
  ].join('\n');
  return { to, subject, text, html: consentHtml(childName, link, days) };
}

const list = (items: readonly string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li style="margin:4px 0">${escapeHtml(item)}</li>`).join('')}</ul>`;

/** A letter's last line; a page the letter's link opens has its own (PAGE_FOOTER). */
export const LETTER_FOOTER = 'Школа робототехники · письмо отправлено автоматически, отвечать на него не нужно.';
export const PAGE_FOOTER = 'Школа робототехники · эту страницу можно закрыть.';

/** One column, system fonts, a big button: readable on a phone's mail app and a desktop's. */

export function letterPage(title: string, body: string, footer: string = LETTER_FOOTER): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2433;line-height:1.5;font-size:16px">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:16px;padding:24px 20px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="margin:0 0 16px;font-size:14px;font-weight:600;color:#2f6fed">Школа робототехники</p>
${body}
</div>
<p style="margin:16px 4px 0;font-size:13px;color:#7a8294">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(href)}" style="display:inline-block;background:#2f6fed;color:#ffffff;text-decoration:none;font-weight:600;font-size:18px;padding:14px 40px;border-radius:12px">${escapeHtml(label)}</a></p>`;

function consentHtml(childName: string, link: string, days: string): string {
  const name = escapeHtml(childName);
  return letterPage(
    'Согласие родителя',
    `<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">Здравствуйте!</h1>
<p style="margin:0 0 12px"><b>${name}</b> регистрируется в Школе робототехники и указывает ваш e-mail как адрес родителя. Мы — кружок, где дети собирают роботов по инструкциям и показывают учителю фото своих моделей.</p>
<p style="margin:0 0 16px">Ребёнку меньше 14 лет, поэтому по закону (152-ФЗ) нам нужно ваше согласие.</p>
<h2 style="margin:0 0 8px;font-size:17px">Что мы храним</h2>
${list(KEPT)}
<h2 style="margin:0 0 8px;font-size:17px">Кто что видит</h2>
${list(SEEN)}
<p style="margin:0 0 12px">Вы в любой момент можете посмотреть работы ребёнка, скачать все его данные или удалить аккаунт — на странице родителя. Согласие можно отозвать там же.</p>
${button(link, FAMILY_MSG.agree)}
<p style="margin:0 0 12px;font-size:14px;color:#5b6578">Кнопка работает ${escapeHtml(days)} и только один раз. Если она не открывается, скопируйте ссылку в браузер:<br><a href="${escapeHtml(link)}" style="color:#2f6fed;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0;font-size:14px;color:#5b6578">Пока согласия нет, ребёнок может читать инструкции и собирать модели, но не отправляет фото и не пишет комментарии. Если вы не знаете, о чём речь, просто не нажимайте кнопку.</p>`,
  );
}
