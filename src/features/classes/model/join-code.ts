import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '../../../../domain/classes';
import { CHARACTERS, countOf } from '../../../../domain/plural';

// The join code as a pupil types it: any case, spaces, a Russian keyboard layout left on.

export const LOOK_ALIKES_HINT = 'В коде нет буквы O и цифры 0, нет I, L и цифры 1 — их легко спутать.';

/** A Russian message when the code cannot be right, or null when it may be. */
export function codeProblem(code: string): string | null {
  if (!code) return 'Введи код класса — его показывает учитель.';
  const bad = [...code].filter((char) => !CLASS_CODE_ALPHABET.includes(char));
  if (bad.some((char) => '0O1IL'.includes(char))) return `В коде нет символов ${[...new Set(bad)].join(', ')}. ${LOOK_ALIKES_HINT}`;
  if (bad.length) return `В коде только латинские буквы и цифры от 2 до 9, а здесь есть «${[...new Set(bad)].join('')}».`;
  if (code.length !== CLASS_CODE_LENGTH) return `В коде ${countOf(CLASS_CODE_LENGTH, CHARACTERS)}, а введено ${code.length}.`;
  return null;
}
