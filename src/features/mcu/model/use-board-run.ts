import { useCallback, useEffect, useRef, useState } from 'react';
import { BUTTON_NAMES, type ButtonName, type McuProgram } from '../../../../domain/mcu/program';
import { BoardLoop, DARK_BOARD, type LoopStop, type Pins } from './board-loop';

export type { Pins } from './board-loop';

export interface BoardRun {
  running: boolean;
  pins: Pins;
  buttons: Record<ButtonName, boolean>;
  /** Why the last run stopped by itself (Russian); undefined while running or after «Стоп». */
  stopped?: LoopStop;
  start(program: McuProgram): void;
  stop(): void;
  press(button: ButtonName, pressed: boolean): void;
}

const NO_BUTTONS = Object.fromEntries(BUTTON_NAMES.map((button) => [button, false])) as Record<ButtonName, boolean>;

/** The board's state for the page: its pins while a program runs, and the buttons held down. */
export function useBoardRun(): BoardRun {
  const [running, setRunning] = useState(false);
  const [pins, setPins] = useState<Pins>(DARK_BOARD);
  const [buttons, setButtons] = useState(NO_BUTTONS);
  const [stopped, setStopped] = useState<LoopStop>();
  const loop = useRef<BoardLoop | null>(null);
  const held = useRef(NO_BUTTONS);

  useEffect(() => () => loop.current?.dispose(), []);

  const stop = useCallback(() => {
    loop.current?.dispose();
    loop.current = null;
    setRunning(false);
    setStopped(undefined);
    setPins(DARK_BOARD);
  }, []);

  const start = useCallback((program: McuProgram) => {
    loop.current?.dispose();
    setPins(DARK_BOARD);
    setStopped(undefined);
    setRunning(true);
    const current = new BoardLoop(program, held.current, {
      onPins: setPins,
      onStop(why) {
        if (loop.current !== current) return;
        loop.current = null;
        setRunning(false);
        setStopped(why);
      },
    });
    loop.current = current;
    current.begin();
  }, []);

  const press = useCallback((button: ButtonName, pressed: boolean) => {
    if (held.current[button] === pressed) return;
    held.current = { ...held.current, [button]: pressed };
    setButtons(held.current);
    loop.current?.press(button, pressed);
  }, []);

  return { running, pins, buttons, stopped, start, stop, press };
}
