import { isLocalAddress, type SchoolAddress } from '../../../../domain/classes';
import { joinPath } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { qrDataUrl } from '../../../lib/qr';
import { getSchoolAddress } from '../api/classes-api';

/**
 * The join link the QR code carries: the pupil's camera opens the app with the code filled in. Built
 * from the address the server says the class reaches (PUBLIC_URL, or its network address), not from
 * this browser's, which on the teacher's computer is often «localhost»; this browser's only when the
 * server knows no other and this one is not local either
 * (docs/decisions/0233-links-carry-the-address-the-class-reaches.md).
 */
export function joinLink(code: string, address: SchoolAddress | undefined, origin = window.location.origin): string {
  const base = address && (!address.localOnly || isLocalAddress(origin)) ? address.url : origin;
  return `${base}${joinPath(code)}`;
}

/** The code in big letters and its QR code, to read from the back of the room. */
export function JoinCodeView({ code, big = false }: { code: string; big?: boolean }) {
  const address = useQuery({ queryKey: queryKeys.classes.address, queryFn: ({ signal }) => getSchoolAddress(signal), staleTime: Infinity, retry: false });
  // Until the server has said where it is reached, no QR code: a wrong one would be scanned.
  const known = address.isSuccess || address.isError;
  const link = joinLink(code, address.data);
  const local = known && isLocalAddress(link);
  return (
    <>
      <div className={`join-code${big ? ' join-code--big' : ''}`}>
        <p className="join-code__code" aria-label={`Код класса: ${[...code].join(' ')}`} data-testid="join-code">
          {code}
        </p>
        {known ? (
          <img className="join-code__qr" src={qrDataUrl(link)} alt={`QR-код: ссылка для входа в класс с кодом ${code}`} data-link={link} />
        ) : (
          <span className="join-code__qr" aria-hidden="true" />
        )}
      </div>
      {local && (
        <p className="join-code__warning" role="note">
          QR-код ведёт на {new URL(link).host} — это адрес только этого компьютера, телефоны учеников его не откроют. Подключите
          компьютер к сети класса (Wi-Fi) и перезапустите школу или задайте PUBLIC_URL; пока ученики могут ввести код вручную.
        </p>
      )}
    </>
  );
}
