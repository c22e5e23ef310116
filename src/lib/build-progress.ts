import type { BuildProgressRecord } from './worker/build-progress-record';
import { openSchoolDb } from './worker/school-db';

// Build progress: which parts a pupil has collected and which steps they have finished, per guide.
// It is this device's memory (docs/decisions/0052-build-progress-stays-on-the-device.md): kept in the
// app's IndexedDB, so it works offline and survives a reload; it is never sent to the server.

export type { BuildProgressRecord } from './worker/build-progress-record';

const CHANNEL = 'robotics-school-progress';
type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

function open(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => listeners.forEach((l) => l());
  }
  return channel;
}

/**
 * Called when another tab of the app changes the progress. This tab's own changes are not
 * echoed: the page that made them already shows them, and a re-read racing a newer tick would
 * undo it.
 */
export function subscribeProgress(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readProgress(ownerId: number, projectId: number): Promise<BuildProgressRecord | undefined> {
  return (await openSchoolDb()).get('progress', [ownerId, projectId]);
}

/** Every guide this pupil has started on this device. */
export async function listProgress(ownerId: number): Promise<BuildProgressRecord[]> {
  return (await openSchoolDb()).getAllFromIndex('progress', 'ownerId', ownerId);
}

export async function saveProgress(record: BuildProgressRecord): Promise<void> {
  await (await openSchoolDb()).put('progress', record);
  open()?.postMessage('changed');
}

export async function clearProgress(ownerId: number, projectId: number): Promise<void> {
  await (await openSchoolDb()).delete('progress', [ownerId, projectId]);
  open()?.postMessage('changed');
}
