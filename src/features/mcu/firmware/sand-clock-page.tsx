import { useState } from 'react';
import { Link } from 'react-router-dom';

import { projectPath } from '../../../../domain/paths';
import { countOf, type PluralForms } from '../../../../domain/plural';
import { FirmwareDownload, FirmwareLoading } from './firmware-parts';
import { SandClockBoard } from './sand-clock-board';
import { SandClockSim, type SandClockView } from './sand-clock-sim';
import { useFirmwareHex, useRealTime } from './use-firmware';
import './firmware.css';

const GRAINS: PluralForms = { one: 'песчинка', few: 'песчинки', many: 'песчинок' };

const read = (sim: SandClockSim) => sim.view();
const key = (view: SandClockView) => `${view.lit.map(Number).join('')}${view.halfAUp}${view.asleep}`;

function SandClock({ hex }: { hex: string }) {
  const [sim, setSim] = useState(() => new SandClockSim(hex));
  const view = useRealTime(sim, read, key);
  if (!view) return null;
  const status = view.asleep
    ? 'Часы уснули: песок пересыпался, и минуту их никто не трогал. Переверни — проснутся.'
    : `Наверху ${countOf(view.up, GRAINS)}, внизу ${countOf(view.down, GRAINS)}.`;
  return (
    <div className="fw-layout">
      <div className="fw-stage">
        <SandClockBoard lit={view.lit} halfAUp={view.halfAUp} label={`Плата песочных часов. ${status}`} />
      </div>
      <div className="fw-side">
        <p className="fw-status">{status}</p>
        <div className="fw-controls">
          <button type="button" className="button button--primary" onClick={() => sim.turnOver()}>
            Перевернуть часы
          </button>
          <button type="button" className="button button--secondary" onClick={() => setSim(new SandClockSim(hex))}>
            Выключить и включить
          </button>
        </div>
        <FirmwareDownload name="sand-clock" />
      </div>
    </div>
  );
}

/** /main/mcu/firmware/sand-clock: guide 11's firmware on the simulated chip. */
export function SandClockPage() {
  const hex = useFirmwareHex('sand-clock');
  return (
    <div className="page page--wide fw-page">
      <p className="page__lead">
        Это настоящая программа микросхемы из набора <Link to={projectPath(11)}>«Песочные часы»</Link>. Здесь её выполняет модель
        микроконтроллера ATtiny84A — команду за командой, миллион команд в секунду, как настоящий.
      </p>
      {hex.status === 'ready' ? <SandClock hex={hex.hex} /> : <FirmwareLoading failed={hex.status === 'error'} />}
      <section className="fw-explain" aria-labelledby="fw-how">
        <h2 id="fw-how">Как это работает</h2>
        <p>
          Светодиодов 56, а ножек у микросхемы для них всего 8. Между каждыми двумя ножками стоят два светодиода навстречу
          друг другу. Программа зажигает светодиоды по одному и очень быстро: каждый 71 раз в секунду. Глаз не успевает
          заметить, что они мигают, и видит все сразу.
        </p>
        <p>
          Каждые 2 секунды одна песчинка «падает» вниз. Датчик наклона — шарик в трубочке — говорит микросхеме, какая
          половина сейчас сверху. Перевернёшь часы — песок побежит обратно. Если песок весь внизу и минуту ничего не
          происходит, микросхема засыпает, чтобы не тратить батарейки.
        </p>
      </section>
    </div>
  );
}
