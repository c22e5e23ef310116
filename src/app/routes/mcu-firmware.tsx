import { Component as ReactComponent, lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { mcuFirmwarePath } from '../../domain/mcu/api';
import { PATHS } from '../../domain/paths';

// The simulated chip (avr8js) is in this chunk only, and it is not precached: offline the page
// says so instead of failing (docs/decisions/0264-the-kits-firmware-runs-on-avr8js.md).
const FirmwarePage = lazy(() => import('../../features/mcu/firmware/firmware-pages'));

class OnlineOnly extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <div className="page">
        <p className="page__lead" role="alert">
          Эта страница открывается только с интернетом: модель микросхемы не хранится на телефоне. Подключись к интернету и
          обнови страницу.
        </p>
      </div>
    ) : (
      this.props.children
    );
  }
}

/** /main/mcu/firmware/:firmware — a kit's own firmware on the simulated chip. */
export function Component() {
  const { firmware } = useParams();
  if (firmware === 'sand-clock' || firmware === 'radio') {
    return (
      <OnlineOnly>
        <Suspense fallback={<p className="page">Загружаю модель микросхемы…</p>}>
          <FirmwarePage firmware={firmware} />
        </Suspense>
      </OnlineOnly>
    );
  }
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
