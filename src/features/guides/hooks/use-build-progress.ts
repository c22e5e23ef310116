import { useEffect, useMemo, useRef, useState } from 'react';
import { mergeProgress, sameProgress } from '../../../../domain/build-progress';
import {
  listProgress,
  readProgress,
  saveProgress,
  setTick,
  subscribeProgress,
  syncProgressFromServer,
  timeMs,
  type BuildProgressRecord,
} from '../../../lib/build-progress';
import { userIdOf } from '../../../lib/jwt';
import { useSession } from '../../../stores/session';
import { within } from '../model/build-progress';

/** The signed-in pupil's id: progress on a shared device is kept per pupil. */
function useOwnerId(): number | undefined {
  const token = useSession((s) => s.token);
  return userIdOf(token);
}

export interface BuildProgress {
  /** False until the record has been read from the device. */
  ready: boolean;
  parts: number[];
  steps: number[];
  togglePart(index: number): void;
  toggleStep(index: number): void;
}

/** The ticks of one guide, read from and written to this device's IndexedDB. */
export function useBuildProgress(projectId: number, partCount: number, stepCount: number): BuildProgress {
  const owner = useOwnerId();
  const [record, setRecord] = useState<BuildProgressRecord | undefined>();
  const [ready, setReady] = useState(false);
  // The newest ticks, for quick successive clicks: each change builds on the one before it.
  const latest = useRef<BuildProgressRecord | undefined>(undefined);

  useEffect(() => {
    if (owner === undefined) return undefined;
    let alive = true;
    const load = () =>
      readProgress(owner, projectId)
        .then((found) => {
          if (alive && found) take(found);
        })
        .catch(() => undefined)
        .finally(() => {
          if (alive) setReady(true);
        });
    void load();
    // Ticked on another device: its ticks are merged in, tick by tick, with any made here meanwhile.
    void syncProgressFromServer(owner, projectId)
      .then((synced) => {
        if (alive && synced) take(synced);
      })
      .catch(() => undefined);
    const stop = subscribeProgress(() => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [owner, projectId]);

  const parts = useMemo(() => within(record?.parts ?? [], partCount), [record, partCount]);
  const steps = useMemo(() => within(record?.steps ?? [], stepCount), [record, stepCount]);

  /** Shows what the device or the server holds merged with what the page shows (no tick made here is undone). */
  function take(held: BuildProgressRecord) {
    const shown = latest.current;
    // Another guide or pupil than the one shown (the page moved on): nothing to merge with.
    if (!shown || shown.projectId !== held.projectId || shown.ownerId !== held.ownerId) {
      latest.current = held;
      setRecord(held);
      return;
    }
    const asBody = (r: BuildProgressRecord) => ({ ...r, updatedAt: timeMs(r.updatedAt) });
    const merged = mergeProgress(asBody(shown), asBody(held));
    if (sameProgress(merged, asBody(shown))) return;
    const next: BuildProgressRecord = { ...shown, ...merged };
    latest.current = next;
    setRecord(next);
  }

  function change(kind: 'parts' | 'steps', index: number) {
    if (owner === undefined) return;
    const shown = within(latest.current?.[kind] ?? [], kind === 'parts' ? partCount : stepCount);
    const next = setTick(latest.current, { ownerId: owner, projectId, partCount, stepCount }, kind, index, !shown.includes(index));
    latest.current = next;
    setRecord(next);
    void saveProgress(next)
      .then((held) => {
        if (held) take(held);
      })
      .catch(() => undefined);
  }

  return {
    ready: ready || owner === undefined,
    parts,
    steps,
    togglePart: (index) => change('parts', index),
    toggleStep: (index) => change('steps', index),
  };
}

/** Every build this pupil has started on this device, by project id (the projects page). */
export function useAllBuildProgress(): ReadonlyMap<number, BuildProgressRecord> {
  const owner = useOwnerId();
  const [records, setRecords] = useState<ReadonlyMap<number, BuildProgressRecord>>(new Map());
  useEffect(() => {
    if (owner === undefined) return undefined;
    let alive = true;
    const load = () =>
      listProgress(owner)
        .then((list) => {
          if (alive) setRecords(new Map(list.map((r) => [r.projectId, r])));
        })
        .catch(() => undefined);
    void load();
    const stop = subscribeProgress(() => void load());
    return () => {
      alive = false;
      stop();
    };
  }, [owner]);
  return records;
}
