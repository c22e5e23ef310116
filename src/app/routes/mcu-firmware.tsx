import { Link, useParams } from 'react-router-dom';

import { mcuFirmwarePath } from '../../../domain/mcu/api';
import { RadioPage } from '../../features/mcu/firmware/radio-page';
import { SandClockPage } from '../../features/mcu/firmware/sand-clock-page';
import { PATHS } from '../../../domain/paths';

/** /main/mcu/firmware/:firmware — a kit's own firmware on the simulated chip (avr8js loads with this page only). */
export function Component() {
  const { firmware } = useParams();
  if (firmware === 'sand-clock') return <SandClockPage />;
  if (firmware === 'radio') return <RadioPage />;
  return (
    <div className="page">
      <p className="page__lead">Такой прошивки нет. Есть прошивки двух наборов:</p>
      <ul>
        <li>
          <Link to={mcuFirmwarePath('sand-clock')}>«Песочные часы»</Link>
        </li>
        <li>
          <Link to={mcuFirmwarePath('radio')}>«Радио»</Link>
        </li>
      </ul>
      <p>
        <Link to={PATHS.microcontrol}>К курсу «Микроконтроллеры»</Link>
      </p>
    </div>
  );
}
