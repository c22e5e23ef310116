import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { labPresetById, labPresets } from '../../../content/lab/presets';
import { slotOf } from '../../../../domain/circuit/slots';
import { Loader } from '../../../components/loader/loader';
import { useLabCircuit } from '../api/circuits';
import { LabWorkbench } from './lab-workbench';
import { SlotsBar } from './my-circuits';

/** A lesson's practice needs the lessons' text: loaded only when the link is a practice's. */
const PracticeLab = lazy(() => import('./practice-lab').then((module) => ({ default: module.PracticeLab })));

/** The circuit the lab opens with when the link names none. */
export const DEFAULT_PRESET = 'led-resistor';

export function LabPage() {
  const [params, setParams] = useSearchParams();
  const slot = slotOf(params.get('slot') ?? '') ?? null;
  const lessonId = Number(params.get('lesson'));
  const practiceId = params.get('practice');
  const practice = Number.isInteger(lessonId) && lessonId > 0 && practiceId ? { lessonId, practiceId } : null;
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
          <select value={own || practice ? '' : preset.id} onChange={(event) => setParams({ preset: event.target.value })} aria-label="Открыть готовую схему">
            {own && <option value="">Моя схема: {own.title}</option>}
            {practice && !own && <option value="">Задание урока {practice.lessonId}</option>}
            {labPresets.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice && <p className="banner banner--error">{notice}</p>}
      {!own && !practice && <p className="lab-page__lead">{preset.description}</p>}
      {practice && slot === null ? (
        <Suspense fallback={<Loader text="Открываю задание…" />}>
          <PracticeLab lessonId={practice.lessonId} practiceId={practice.practiceId} />
        </Suspense>
      ) : waiting ? (
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
