import { startRun, type McuRun } from '../../../../domain/mcu/interpreter';
import { BOARD, BUTTON_NAMES, LED_NAMES, RUN_LIMITS, type ButtonName, type McuProgram, type OutputName } from '../../../../domain/mcu/program';
import { openBuzzer, type Buzzer } from './buzzer';

// «Пуск» on the page: the program runs on the simulated board in real time. Each animation frame
// runs it up to the time passed since «Пуск»; a hidden tab pauses it (frames stop anyway, and the
// chip's time must not jump ahead when the pupil comes back); after RUN_LIMITS.maxRunMs it stops.

export type Pins = Record<OutputName, number>;

export const DARK_BOARD: Pins = Object.fromEntries([...LED_NAMES, BOARD.buzzer.name].map((pin) => [pin, 0])) as Pins;

export const RUN_MSG = {
  finished: 'Программа дошла до конца.',
  timeUp: `Программа работала ${RUN_LIMITS.maxRunMs / 60_000} минут — это предел, она остановлена.`,
  crashed: 'Программа остановилась с ошибкой.',
} as const;

export interface LoopStop {
  message: string;
  error: boolean;
}

export interface LoopEvents {
  onPins(pins: Pins): void;
  /** The run ended by itself (its end, an error, the time limit). */
  onStop(stop: LoopStop): void;
}

const samePins = (a: Pins, b: Pins) => (Object.keys(a) as OutputName[]).every((pin) => a[pin] === b[pin]);

export class BoardLoop {
  private readonly run: McuRun;
  private readonly buzzer: Buzzer;
  private startedAt = performance.now();
  private pausedAt: number | undefined;
  private frame: number | undefined;
  private pins: Pins = DARK_BOARD;
  private ended = false;

  constructor(
    program: McuProgram,
    held: Record<ButtonName, boolean>,
    private readonly events: LoopEvents,
  ) {
    this.run = startRun(program, { seed: Math.floor(Math.random() * 0x7fffffff) });
    for (const button of BUTTON_NAMES) if (held[button]) this.run.setButton(button, true);
    this.buzzer = openBuzzer();
  }

  /** Starts the frames; the first one may already end a short program. */
  begin() {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.tick();
  }

  private virtualUs() {
    return Math.min(RUN_LIMITS.maxRunMs * 1000, Math.max(0, (performance.now() - this.startedAt) * 1000));
  }

  private readonly tick = () => {
    this.frame = undefined;
    if (this.ended) return;
    const target = this.virtualUs();
    this.run.runUntil(target);
    const next = this.run.pins();
    if (!samePins(next, this.pins)) {
      if (next[BOARD.buzzer.name] !== this.pins[BOARD.buzzer.name]) this.buzzer.play(next[BOARD.buzzer.name]);
      this.pins = { ...next };
      this.events.onPins(this.pins);
    }
    const stop = this.run.stop;
    if (stop === 'error') return this.end({ message: this.run.error ?? RUN_MSG.crashed, error: true });
    if (stop === 'finished') return this.end({ message: RUN_MSG.finished, error: false });
    if (target >= RUN_LIMITS.maxRunMs * 1000) return this.end({ message: RUN_MSG.timeUp, error: false });
    if (!document.hidden) this.frame = requestAnimationFrame(this.tick);
  };

  private readonly onVisibility = () => {
    if (this.ended) return;
    if (document.hidden) {
      this.pausedAt = performance.now();
      if (this.frame !== undefined) cancelAnimationFrame(this.frame);
      this.frame = undefined;
      this.buzzer.play(0);
    } else if (this.pausedAt !== undefined) {
      this.startedAt += performance.now() - this.pausedAt;
      this.pausedAt = undefined;
      this.buzzer.play(this.pins[BOARD.buzzer.name]);
      this.frame = requestAnimationFrame(this.tick);
    }
  };

  private end(stop: LoopStop) {
    this.dispose();
    this.events.onStop(stop);
  }

  press(button: ButtonName, pressed: boolean) {
    if (this.ended) return;
    // The press lands at the moment it happened, not at the last frame's.
    if (this.pausedAt === undefined) this.run.runUntil(this.virtualUs());
    this.run.setButton(button, pressed);
  }

  /** «Стоп»: silent, no frames, no listener. */
  dispose() {
    if (this.ended) return;
    this.ended = true;
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.buzzer.close();
  }
}
