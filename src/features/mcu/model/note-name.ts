const NAMES = ['до', 'до♯', 'ре', 'ре♯', 'ми', 'фа', 'фа♯', 'соль', 'соль♯', 'ля', 'ля♯', 'си'];

/** The nearest note's name for a frequency: 440 → «ля», 523 → «до». */
export function noteName(hz: number) {
  const fromA = Math.round(12 * Math.log2(hz / 440));
  return NAMES[(((fromA + 9) % 12) + 12) % 12]!;
}
