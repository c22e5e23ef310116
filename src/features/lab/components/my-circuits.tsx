// «Сохранить» into one of the pupil's 10 slots and «Мои схемы» to open one: kept on this device at
// once and sent to the server when it answers (api/circuits.ts), so both work with no network.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CIRCUIT_LIMITS, type CircuitDocument } from '../../../../domain/circuit/document';
import { LAB_PATH } from '../../../../domain/lab-paths';
import { useDeleteLabCircuit, useLabCircuitSlots, useSaveLabCircuit, type LabSlot } from '../api/circuits';

const SLOTS = Array.from({ length: CIRCUIT_LIMITS.slots }, (_, i) => i + 1);

export const slotPath = (slot: number) => `${LAB_PATH}?slot=${slot}`;

function stateWords(slot: LabSlot): string {
  if (slot.state === 'saved') return 'сохранена';
  if (slot.state === 'waiting') return 'на этом устройстве, отправится, когда будет сеть';
  return 'сервер её не принял';
}

export function SavePanel({ doc, onClose }: { doc: CircuitDocument; onClose(): void }) {
  const slots = useLabCircuitSlots();
  const save = useSaveLabCircuit();
  const [title, setTitle] = useState(doc.title);
  const [replace, setReplace] = useState<number | null>(null);
  const filled = new Map((slots.data ?? []).map((slot) => [slot.slot, slot]));

  function saveIn(slot: number) {
    if (filled.has(slot) && replace !== slot) {
      setReplace(slot);
      return;
    }
    setReplace(null);
    const name = title.trim() || 'Моя схема';
    save.mutate({ slot, circuit: { ...doc, title: name.slice(0, CIRCUIT_LIMITS.titleMaxLength) } });
  }

  return (
    <section className="lab-slots" aria-label="Сохранить схему">
      <div className="lab-panel__head">
        <h3 className="lab-panel__title">Сохранить схему</h3>
        <button type="button" className="lab-panel__close" onClick={onClose} aria-label="Закрыть">
          ×
        </button>
      </div>
      <label className="field">
        <span>Название</span>
        <input value={title} maxLength={CIRCUIT_LIMITS.titleMaxLength} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <p className="lab-slots__note">Выбери ячейку:</p>
      <ol className="lab-slots__list">
        {SLOTS.map((slot) => {
          const held = filled.get(slot);
          return (
            <li key={slot}>
              <button type="button" className={`lab-slots__slot${replace === slot ? ' lab-slots__slot--ask' : ''}`} onClick={() => saveIn(slot)} disabled={save.isPending} aria-label={`Ячейка ${slot}: ${replace === slot ? `заменить «${held?.title}»? Нажми ещё раз` : (held?.title ?? 'пусто')}`}>
                <span className="lab-slots__number">{slot}</span>
                <span className="lab-slots__title">{replace === slot ? `Заменить «${held?.title}»? Нажми ещё раз` : (held?.title ?? 'пусто')}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {save.isError && <p className="banner banner--error">{save.error.message}</p>}
      {save.isSuccess && (
        <p className="banner banner--success" role="status">
          Схема «{save.data.title}» в ячейке {save.data.slot}: {stateWords(save.data)}.
        </p>
      )}
    </section>
  );
}

export function MyCircuits({ current, onClose }: { current: number | null; onClose(): void }) {
  const slots = useLabCircuitSlots();
  const remove = useDeleteLabCircuit();
  const [ask, setAsk] = useState<number | null>(null);
  const list = slots.data ?? [];
  return (
    <section className="lab-slots" aria-label="Мои схемы">
      <div className="lab-panel__head">
        <h3 className="lab-panel__title">Мои схемы</h3>
        <button type="button" className="lab-panel__close" onClick={onClose} aria-label="Закрыть">
          ×
        </button>
      </div>
      {slots.isSuccess && list.length === 0 && <p className="lab-slots__note">Здесь пока пусто. Собери схему и нажми «Сохранить».</p>}
      <ol className="lab-slots__list">
        {list.map((slot) => (
          <li key={slot.slot} className="lab-slots__row">
            <Link to={slotPath(slot.slot)} className={`lab-slots__slot${current === slot.slot ? ' lab-slots__slot--current' : ''}`} onClick={onClose}>
              <span className="lab-slots__number">{slot.slot}</span>
              <span className="lab-slots__title">
                {slot.title}
                {slot.state !== 'saved' && <small> — {stateWords(slot)}</small>}
              </span>
            </Link>
            <button
              type="button"
              className="lab-slots__remove"
              onClick={() => {
                if (ask !== slot.slot) return setAsk(slot.slot);
                setAsk(null);
                remove.mutate(slot.slot);
              }}
              aria-label={ask === slot.slot ? `Точно удалить «${slot.title}»?` : `Удалить «${slot.title}»`}
            >
              {ask === slot.slot ? 'Точно?' : 'Удалить'}
            </button>
          </li>
        ))}
      </ol>
      {remove.isError && <p className="banner banner--error">{remove.error.message}</p>}
    </section>
  );
}

type Drawer = 'save' | 'mine' | null;

export function SlotsBar({ doc, slot }: { doc: CircuitDocument; slot: number | null }) {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const toggle = (next: Drawer) => setDrawer((open) => (open === next ? null : next));
  return (
    <div className="lab-slots-bar">
      <div className="lab-slots-bar__buttons">
        <button type="button" className="button button--primary button--small" aria-expanded={drawer === 'save'} onClick={() => toggle('save')}>
          Сохранить
        </button>
        <button type="button" className="button button--secondary button--small" aria-expanded={drawer === 'mine'} onClick={() => toggle('mine')}>
          Мои схемы
        </button>
      </div>
      {drawer === 'save' && <SavePanel doc={doc} onClose={() => setDrawer(null)} />}
      {drawer === 'mine' && <MyCircuits current={slot} onClose={() => setDrawer(null)} />}
    </div>
  );
}

