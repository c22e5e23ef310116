// A programming task and how its check reads a run (docs/product.md, «Микроконтроллеры»). The
// tasks themselves are content (src/content/mcu/tasks.ts), shared by the page, which checks
// offline, and the server, which re-runs the program before it pays: the checker is the same code.
import type { ButtonName, McuProgram, OutputName } from './program';

/** One stretch of time in which a pin must hold a value (ms from the chip's start). */
export interface ExpectedSegment {
  fromMs: number;
  toMs: number;
  /** An LED: 1 lit, 0 dark. The buzzer: the note in Hz, 0 silent. */
  value: number;
}

/** What one pin must do: outside the segments (and within `toleranceMs` of their ends) anything goes. */
export interface PinExpectation {
  pin: OutputName;
  segments: readonly ExpectedSegment[];
  /** A change may come this much earlier or later than a segment's end (ms). */
  toleranceMs: number;
  /** For the buzzer: a note within this many Hz counts as right (default 0: exact). */
  toleranceHz?: number;
}

export interface McuTask {
  /** Stable across releases: passes refer to it. */
  id: number;
  /** The lesson of the course «Микроконтроллеры» that sets the task. */
  lessonId: number;
  title: string;
  /** What to make, for the child: «Светодиод HL1 горит 1 секунду и гаснет на 2 секунды, и так по кругу». */
  text: string;
  /** How long the check runs the program, in virtual ms. */
  runMs: number;
  /** Buttons the check presses and releases (ms from the start); none pressed at the start. */
  presses: readonly { atMs: number; button: ButtonName; pressed: boolean }[];
  expect: readonly PinExpectation[];
  /** The blocks the pupil starts from (may be an empty program). */
  starter: McuProgram;
  /** Which groups of blocks the editor offers: a first task shows only what it needs. */
  toolbox: readonly McuToolboxGroup[];
}

export type McuToolboxGroup = 'leds' | 'time' | 'loops' | 'logic' | 'buttons' | 'sound' | 'variables' | 'math';

/** The checker's verdict: the first thing that went wrong, or what was right, in Russian. */
export interface McuCheckVerdict {
  passed: boolean;
  explanation: string;
}
