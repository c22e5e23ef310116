import { usePrintOnOpen } from '../hooks/use-print-on-open';
import './print.css';

/** «Распечатать» above a guide: the browser's print dialog with the A4 print stylesheet. */
export function PrintButton() {
  usePrintOnOpen();
  return (
    <div className="print-bar">
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        Распечатать
      </button>
    </div>
  );
}
