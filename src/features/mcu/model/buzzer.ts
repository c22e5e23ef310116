// The board's buzzer through the speaker, where the browser has Web Audio; without it the page
// still shows the note beside the buzzer. A square wave, quiet: the real buzzer is a square wave too.
export interface Buzzer {
  /** The note in Hz, 0 for silence. */
  play(hz: number): void;
  close(): void;
}

const SILENT: Buzzer = { play: () => undefined, close: () => undefined };

/** Call from a tap or a click: browsers start sound only after the user's gesture. */
export function openBuzzer(): Buzzer {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return SILENT;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return SILENT;
  }
  const gain = context.createGain();
  gain.gain.value = 0.06;
  gain.connect(context.destination);
  let oscillator: OscillatorNode | undefined;
  return {
    play(hz) {
      if (hz <= 0) {
        oscillator?.stop();
        oscillator = undefined;
        return;
      }
      if (!oscillator) {
        oscillator = context.createOscillator();
        oscillator.type = 'square';
        oscillator.connect(gain);
        oscillator.start();
      }
      oscillator.frequency.setValueAtTime(hz, context.currentTime);
    },
    close() {
      oscillator?.stop();
      void context.close().catch(() => undefined);
    },
  };
}
