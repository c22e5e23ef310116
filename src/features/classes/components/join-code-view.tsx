import { joinPath } from '../../../domain/paths';
import { qrDataUrl } from '../../../lib/qr';

/** The join link the QR code carries: the pupil's camera opens the app with the code filled in. */
export function joinLink(code: string): string {
  return `${window.location.origin}${joinPath(code)}`;
}

/** The code in big letters and its QR code, to read from the back of the room. */
export function JoinCodeView({ code, big = false }: { code: string; big?: boolean }) {
  return (
    <div className={`join-code${big ? ' join-code--big' : ''}`}>
      <p className="join-code__code" aria-label={`Код класса: ${[...code].join(' ')}`} data-testid="join-code">
        {code}
      </p>
      <img className="join-code__qr" src={qrDataUrl(joinLink(code))} alt={`QR-код: ссылка для входа в класс с кодом ${code}`} />
    </div>
  );
}
