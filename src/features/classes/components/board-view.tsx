import { useEffect } from 'react';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import { JoinCodeView } from './join-code-view';

/** The code and its QR code over the whole screen, for the projector or the board. Esc closes it. */
export function BoardView({ name, code, onClose }: { name: string; code: string; onClose(): void }) {
  const box = useDialogFocus<HTMLDivElement>();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div ref={box} className="board-view" role="dialog" aria-modal="true" aria-label={`Код класса «${name}»`}>
      <p className="board-view__lead">Класс «{name}»: наведи камеру на QR-код или введи код на своей странице</p>
      <JoinCodeView code={code} big />
      <button type="button" className="button button--primary" onClick={onClose} autoFocus>
        Закрыть
      </button>
    </div>
  );
}
