// People search folds names and e-mails the same way on both engines and in JavaScript: Latin and
// Cyrillic capitals to small letters, ё to е (docs/decisions/0157-people-search-through-trigram-indexes.md,
// 0183-people-found-by-the-start-of-a-word.md).
// In SQL as nested replace(): SQLite's lower() knows only ASCII and PostgreSQL's knows every
// script, so neither is used; no JavaScript function runs per row.

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const FOLDED = new Map<string, string>([
  ...[...CAPITALS].map((char): [string, string] => [char, char.toLowerCase()]),
  ['Ё', 'е'],
  ['ё', 'е'],
]);

/** The text folded, as the database folds a stored name or e-mail. */
export function foldText(text: string): string {
  return text.replace(/[A-ZА-ЯЁё]/g, (char) => FOLDED.get(char) ?? char);
}

/** SQL text folding `column` (a column name, or `new.first_name` in a trigger). */
export function foldSqlText(column: string): string {
  let expression = column;
  for (const [from, to] of FOLDED) expression = `replace(${expression}, '${from}', '${to}')`;
  return expression;
}
