import { CHARACTERS_GENITIVE, countOf } from './plural';

// The rules every text field shares, on the client and the server (docs/decisions/0033-text-fields-refuse-invisible-and-control-characters.md): no control
// characters, no bidi overrides, no zero-width or otherwise invisible characters. PostgreSQL
// refuses NUL with an error, terminals obey ESC, U+202E turns a name around, and a name made of
// zero-width spaces is an invisible pupil. Sign-up uses it today; comments, profile edit and
// submissions call `checkText` with their own rule.

/**
 * Control characters (Cc: NUL, ESC, BEL, DEL, C1), format characters (Cf: bidi embeddings and
 * overrides, isolates, LRM/RLM, zero-width space/joiners, word joiner, BOM, soft hyphen, tags),
 * lone surrogates (Cs), the replacement character (what invalid UTF-8 decodes to), the two
 * noncharacters, line and paragraph separators, and characters that are letters or marks on paper
 * but draw nothing (Hangul fillers, braille blank, combining grapheme joiner, Khmer inherent vowels,
 * Mongolian vowel separator).
 */
const FORBIDDEN =
  /[\p{Cc}\p{Cf}\p{Cs}\u{FFFD}\u{FFFE}\u{FFFF}\u{2028}\u{2029}\u{115F}\u{3164}\u{FFA0}\u{2800}\u{180E}]|\u{1160}|\u{034F}|\u{17B4}|\u{17B5}/gu;

/** Where a multi-line field (a comment) may break lines. */
const LINE_BREAKS = new Set(['\n', '\r', '\t']);

/**
 * The zero-width joiner is allowed only inside an emoji sequence (👩‍🔧), where it draws nothing by
 * itself. No lookbehind: Safari before 16.4 (school iPads) cannot parse one.
 */
const EMOJI_ZWJ = /(\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u{200D}(?=\p{Extended_Pictographic})/gu;

const LETTER = /\p{L}/u;

/** True when the text holds a character no field of ours accepts. */
export function hasForbiddenChars(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const withoutEmojiJoiners = value.replace(EMOJI_ZWJ, '$1');
  for (const match of withoutEmojiJoiners.matchAll(FORBIDDEN)) {
    if (!(multiline && LINE_BREAKS.has(match[0]))) return true;
  }
  return false;
}

/** The text without the characters `hasForbiddenChars` refuses: for a value that is kept, not refused (a file's name). */
export function withoutForbiddenChars(value: string): string {
  return value.replace(FORBIDDEN, '');
}

export interface TextRule {
  /** The field's name as the form shows it: 'Логин', 'Комментарий', 'Город'. */
  label: string;
  /** The message for an empty (or blank) value; without it an empty value is fine. */
  required?: string;
  /** Longest value after trimming, in UTF-16 code units (what `maxlength` counts). */
  max?: number;
  /** The message for a value over `max`. */
  tooLong?: string;
  /** Lets `\n`, `\r` and `\t` through (comments). */
  multiline?: boolean;
  /** The value must hold at least one letter; the message, or true for the default one. */
  needsLetter?: string | true;
}

export const textMessages = {
  forbidden: (label: string) => `В поле «${label}» есть невидимые или служебные символы — уберите их`,
  tooLong: (label: string, max: number) => `В поле «${label}» не больше ${countOf(max, CHARACTERS_GENITIVE)}`,
  noLetter: (label: string) => `В поле «${label}» должна быть хотя бы одна буква`,
};

/**
 * The first problem of a text value under `rule`, as a Russian message, or undefined. Invisible
 * and control characters are checked first, so one cannot hide behind another rule.
 */
export function checkText(value: string, rule: TextRule): string | undefined {
  if (hasForbiddenChars(value, rule)) return textMessages.forbidden(rule.label);
  const text = value.trim();
  if (!text) return rule.required;
  if (rule.max !== undefined && text.length > rule.max) return rule.tooLong ?? textMessages.tooLong(rule.label, rule.max);
  if (rule.needsLetter && !LETTER.test(text)) {
    return rule.needsLetter === true ? textMessages.noLetter(rule.label) : rule.needsLetter;
  }
  return undefined;
}
