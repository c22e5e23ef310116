// @vitest-environment node
// Node, not jsdom: fake-indexeddb under jsdom silently turns binary data into {}.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOutboxProcessor, SendError, type SendRequest } from './outbox-processor';
import { photosOf, type OutboxRecord } from './outbox-record';
import { indexedDbOutbox } from './outbox-store';
import { openSchoolDb } from './school-db';
import { submissionRequest } from './submission-request';

// Several photos of one submission are one outbox item (docs/decisions/0164): all go in one
// request, or the item waits whole; an item stored before (one photo, no `morePhotos`) still goes.

const PUPIL = { token: 'pupil-token', userId: 7 };
const bytes = (...values: number[]) => new Uint8Array([0xff, 0xd8, 0xff, ...values]).buffer;

/** A record exactly as the outbox stored it before several photos were allowed. */
function oldRecord(): OutboxRecord {
  return {
    id: 'old-1', idempotencyKey: 'key-old', ownerId: PUPIL.userId, projectId: 3,
    bytes: bytes(1), mime: 'image/jpeg', filename: 'front.jpg', createdAt: 1, attempts: 0, state: 'queued',
  };
}

function threePhotos(): OutboxRecord {
  return {
    ...oldRecord(), id: 'new-1', idempotencyKey: 'key-new',
    morePhotos: [
      { bytes: bytes(2), mime: 'image/jpeg', filename: 'back.jpg' },
      { bytes: bytes(3, 3), mime: 'image/png', filename: 'close.png' },
    ],
  };
}

async function photosIn(request: SendRequest) {
  const { body } = submissionRequest(request.record, request.token);
  const files = body.getAll('project_photo') as File[];
  return Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] })));
}

function rig(steps: ('network' | 'ok')[]) {
  const sent: SendRequest[] = [];
  const store = indexedDbOutbox();
  const processor = createOutboxProcessor({
    store,
    async send(request) {
      sent.push(request);
      if (steps.shift() === 'network') throw new SendError('network');
      return { status: 201, body: { success: true, status: 'pending', message: 'ok' } };
    },
    session: async () => PUPIL,
    isOnline: () => true,
    sleep: async () => undefined,
    withLock: (task) => task(),
    timeoutMs: 30_000,
    onEvent: () => undefined,
  });
  return { processor, store, sent };
}

beforeEach(async () => {
  await (await openSchoolDb()).clear('outbox');
});

describe('a submission with several photos in the outbox', () => {
  it('keeps all its photos, bytes intact, through IndexedDB and sends them in one request', async () => {
    const { processor, store, sent } = rig(['ok']);
    await store.add(threePhotos());
    const stored = (await store.get('new-1'))!;
    expect(photosOf(stored).map((p) => p.filename)).toEqual(['front.jpg', 'back.jpg', 'close.png']);
    await processor.flush();
    expect(sent).toHaveLength(1);
    expect(await photosIn(sent[0]!)).toEqual([
      { name: 'front.jpg', type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff, 1] },
      { name: 'back.jpg', type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff, 2] },
      { name: 'close.png', type: 'image/png', bytes: [0xff, 0xd8, 0xff, 3, 3] },
    ]);
    expect(await store.all()).toEqual([]);
  });

  it('waits whole when the network fails: the item stays with every photo and one key', async () => {
    const { processor, store, sent } = rig(['network', 'network', 'network', 'network', 'network', 'network']);
    await store.add(threePhotos());
    await processor.flush();
    const waiting = await store.all();
    expect(waiting).toHaveLength(1);
    expect(photosOf(waiting[0]!)).toHaveLength(3);
    // Every attempt carried all three photos under the same key: the server never sees a part.
    for (const request of sent) {
      expect((await photosIn(request)).map((p) => p.name)).toEqual(['front.jpg', 'back.jpg', 'close.png']);
      expect(submissionRequest(request.record, request.token).headers['Idempotency-Key']).toBe('key-new');
    }
  });

  it('still sends an item stored before, with its one photo', async () => {
    const { processor, store, sent } = rig(['ok']);
    // Written straight into the store, as an older version of the app left it.
    await (await openSchoolDb()).put('outbox', oldRecord());
    await processor.flush();
    expect(sent).toHaveLength(1);
    expect(await photosIn(sent[0]!)).toEqual([{ name: 'front.jpg', type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff, 1] }]);
    expect(await store.all()).toEqual([]);
  });
});
