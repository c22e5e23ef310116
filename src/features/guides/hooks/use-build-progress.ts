import { useEffect, useMemo, useRef, useState } from 'react';
import {
  listProgress,
  readProgress,
  saveProgress,
  subscribeProgress,
  syncProgressFromServer,
  type BuildProgressRecord,
} from '../../../lib/build-progress';
import { userIdOf } from '../../../lib/jwt';
import { useSession } from '../../../stores/session';
import { toggle, within } from '../model/progress';

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
          if (!alive) return;
          latest.current = found;
          setRecord(found);
        })
        .catch(() => undefined)
        .finally(() => {
          if (alive) setReady(true);
        });
    void load();
    // Ticked on another device: the newer record wins, and the page shows it if no tick came meanwhile.
    void syncProgressFromServer(owner, projectId)
      .then((synced) => {
        if (alive && synced && (!latest.current || synced.updatedAt > latest.current.updatedAt)) {
          latest.current = synced;
          setRecord(synced);
        }
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

  function change(kind: 'parts' | 'steps', index: number) {
    if (owner === undefined) return;
    const base = latest.current;
    const next: BuildProgressRecord = {
      ownerId: owner,
      projectId,
      parts: within(base?.parts ?? [], partCount),
      steps: within(base?.steps ?? [], stepCount),
      stepCount,
      updatedAt: Date.now(),
    };
    next[kind] = toggle(next[kind], index);
    latest.current = next;
    setRecord(next);
    void saveProgress(next).catch(() => undefined);
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
