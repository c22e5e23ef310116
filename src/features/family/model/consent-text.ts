// What the consent page tells a parent: the letter's own lists (server/services/consent-letter.ts)
// in shorter words, so the page and the letter never promise different things.

export const WHAT_WE_KEEP = [
  'имя, фамилию (если ребёнок её указал) и e-mail',
  'фото собранных проектов — без геометки и других скрытых данных снимка',
  'комментарии ребёнка, его алмазы и рейтинг',
];

export const WHO_SEES = [
  'учителя школы видят работы ребёнка, чтобы проверять их и подсказывать; вы тоже их видите',
  'другие ученики видят только имя, аватар и уровень',
  'больше никто: мы не показываем и не передаём данные ребёнка посторонним',
  'в любой момент вы можете скачать копию данных или удалить аккаунт ребёнка',
];
