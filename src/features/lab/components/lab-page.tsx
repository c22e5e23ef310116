import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { labPresetById, labPresets } from '../../../content/lab/presets';
import type { CircuitDocument } from '../../../domain/circuit/document';
import { slotOf } from '../../../domain/circuit/slots';
import { Loader } from '../../../components/loader/loader';
import { useLabCircuit } from '../api/circuits';
import { LabWorkbench } from './lab-workbench';
import { MyCircuits, SavePanel } from './my-circuits';

/** The circuit the lab opens with when the link names none. */
export const DEFAULT_PRESET = 'led-resistor';

type Drawer = 'save' | 'mine' | null;

function SlotsBar({ doc, slot }: { doc: CircuitDocument; slot: number | null }) {
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

export function LabPage() {
  const [params, setParams] = useSearchParams();
  const slot = slotOf(params.get('slot') ?? '') ?? null;
  const saved = useLabCircuit(slot ?? 0);
  const asked = params.get('preset');
  const preset = labPresetById(asked ?? DEFAULT_PRESET) ?? labPresetById(DEFAULT_PRESET)!;
  const unknownPreset = asked !== null && preset.id !== asked;
  const own = slot !== null && saved.data ? saved.data : null;
  const waiting = slot !== null && saved.isPending;

  let notice: string | null = null;
  if (unknownPreset) notice = `Такой схемы нет. Открыли «${preset.title}».`;
  else if (params.has('slot') && slot === null) notice = `Ячейки с таким номером нет: их ${CIRCUIT_SLOTS_WORDS}. Открыли «${preset.title}».`;
  else if (slot !== null && saved.isSuccess && !saved.data) notice = `Ячейка ${slot} пуста. Открыли «${preset.title}».`;

  return (
    <div className="lab-page">
      <div className="lab-page__head">
        <label className="lab-page__pick">
          <span className="visually-hidden">Схема</span>
          <select value={own ? '' : preset.id} onChange={(event) => setParams({ preset: event.target.value })} aria-label="Открыть готовую схему">
            {own && <option value="">Моя схема: {own.title}</option>}
            {labPresets.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice && <p className="banner banner--error">{notice}</p>}
      {!own && <p className="lab-page__lead">{preset.description}</p>}
      {waiting ? (
        <Loader text="Открываю схему…" />
      ) : (
        <LabWorkbench initial={own ? own.circuit : preset.circuit} circuitKey={own ? `slot:${own.slot}` : `preset:${preset.id}`}>
          {(doc) => <SlotsBar doc={doc} slot={own ? own.slot : null} />}
        </LabWorkbench>
      )}
    </div>
  );
}

const CIRCUIT_SLOTS_WORDS = 'от 1 до 10';
