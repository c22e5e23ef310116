import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

import { projectPath } from '../../../../domain/paths';
import { FirmwareDownload, FirmwareLoading } from './firmware-parts';
import { RADIO_BUTTONS, type RadioButton } from './radio-board';
import { RadioSim, type RadioView } from './radio-sim';
import { mhzText, registersText, writeMeaning } from './radio-words';
import { useFirmwareHex, useRealTime } from './use-firmware';
import './firmware.css';

const VOLUME_MAX = 15;

const read = (sim: RadioSim) => sim.view();
const key = (view: RadioView) => JSON.stringify([view.radio, view.asleep, view.writes.length, view.writes[0]?.at]);

function RadioKey({ sim, button }: { sim: RadioSim; button: RadioButton }) {
  const { ref, label, hint } = RADIO_BUTTONS[button];
  const [down, setDown] = useState(false);
  const set = (pressed: boolean) => {
    setDown(pressed);
    sim.setButton(button, pressed);
  };
  const onKey = (event: KeyboardEvent, pressed: boolean) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (pressed && event.repeat) return;
    set(pressed);
  };
  return (
    <button
      type="button"
      className={down ? 'fw-key fw-key--down' : 'fw-key'}
      title={`${ref}: ${hint}`}
      aria-pressed={down}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        set(true);
      }}
      onPointerUp={() => set(false)}
      onPointerCancel={() => set(false)}
      onLostPointerCapture={() => set(false)}
      onKeyDown={(event) => onKey(event, true)}
      onKeyUp={(event) => onKey(event, false)}
      onBlur={() => down && set(false)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span className="fw-key__ref">{ref}</span>
      {label}
    </button>
  );
}

function Radio({ hex }: { hex: string }) {
  const [sim, setSim] = useState(() => new RadioSim(hex));
  const view = useRealTime(sim, read, key);
  if (!view) return null;
  const { radio } = view;
  const line = !radio.enabled
    ? 'Приёмник включается…'
    : radio.seeking
      ? 'Ищу станцию…'
      : radio.station
        ? 'Играет станция'
        : 'Тут только шум: нажми «Поиск»';
  return (
    <div className="fw-layout">
      <div className="fw-stage">
        <div className="fw-radio">
          <div className="fw-radio__display" role="status" aria-live="polite" aria-atomic="true">
            <p className="fw-radio__mhz">{radio.enabled ? mhzText(radio.channel) : '— МГц'}</p>
            <p className="fw-radio__line">{line}</p>
            <p className="fw-radio__volume">
              <span>{radio.muted ? 'Без звука' : `Громкость ${radio.volume} из ${VOLUME_MAX}`}</span>
              <span className="fw-radio__bar" aria-hidden="true">
                {Array.from({ length: VOLUME_MAX }, (_, k) => (
                  <i key={k} className={!radio.muted && k < radio.volume ? 'fw-radio__step fw-radio__step--on' : 'fw-radio__step'} />
                ))}
              </span>
            </p>
          </div>
          <div className="fw-radio__keys">
            {(Object.keys(RADIO_BUTTONS) as RadioButton[]).map((button) => (
              <RadioKey key={button} sim={sim} button={button} />
            ))}
          </div>
          <p className="fw-hint">Нажми и держи «Громче» или «Тише» — громкость будет меняться сама.</p>
        </div>
      </div>
      <div className="fw-side">
        <h2 className="fw-side__title">Что микроконтроллер написал приёмнику</h2>
        {view.writes.length === 0 ? (
          <p>Пока ничего.</p>
        ) : (
          <ol className="fw-log">
            {view.writes.map((write) => (
              <li key={write.at}>
                <strong>{writeMeaning(write)}</strong>
                <code>{registersText(write)}</code>
              </li>
            ))}
          </ol>
        )}
        <div className="fw-controls">
          <button type="button" className="button button--secondary" onClick={() => setSim((old) => new RadioSim(hex, old.eeprom))}>
            Выключить и включить
          </button>
        </div>
        <FirmwareDownload name="radio" />
      </div>
    </div>
  );
}

/** /main/mcu/firmware/radio: guide 12's firmware on the simulated chip, with a simulated receiver. */
export function RadioPage() {
  const hex = useFirmwareHex('radio');
  return (
    <div className="page page--wide fw-page">
      <p className="page__lead">
        Это настоящая программа микросхемы из набора <Link to={projectPath(12)}>«Радио»</Link>. Её выполняет модель
        микроконтроллера ATtiny84A, а модель FM-приёмника RDA5807M отвечает ей по двум проводам.
      </p>
      {hex.status === 'ready' ? <Radio hex={hex.hex} /> : <FirmwareLoading failed={hex.status === 'error'} />}
      <section className="fw-explain" aria-labelledby="fw-how">
        <h2 id="fw-how">Как это работает</h2>
        <p>
          Микроконтроллер сам радио не ловит — это делает приёмник. Микросхема только читает кнопки и говорит приёмнику, что
          делать: по шине I²C, по двум проводам SDA и SCL, бит за битом. «Настройся на 101,7 МГц», «громкость 9», «ищи
          станцию выше» — это записи в регистры приёмника, последние видно в списке «Что микроконтроллер написал приёмнику».
        </p>
        <p>
          Пока кнопки не нажимают, микросхема спит, а приёмник играет сам. Станцию и громкость она запоминает в памяти
          EEPROM: выключи и включи радио — оно вернётся туда, где было.
        </p>
      </section>
    </div>
  );
}
