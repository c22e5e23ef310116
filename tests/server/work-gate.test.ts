import { describe, expect, it } from 'vitest';
import { GateBusyError, WorkGate } from '../../server/services/work-gate';

// The gate in front of password hashes (a few at a time, a flood gets "busy" at once).
// Work here is a promise the test settles by hand: no timers, nothing to race.

function manual() {
  const jobs: { client: string; finish(): void }[] = [];
  const started: string[] = [];
  const work = (client: string, label: string) => () =>
    new Promise<string>((resolve) => {
      started.push(label);
      jobs.push({ client, finish: () => resolve(label) });
    });
  const finishFirst = async () => {
    jobs.shift()!.finish();
    // Let the freed slot pass to the next job and that job start.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { work, started, finishFirst, jobs };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('WorkGate', () => {
  it('runs at most `running` at once and the rest in order as slots free', async () => {
    const gate = new WorkGate({ running: 2, waitingPerClient: 10, waiting: 10 });
    const { work, started, finishFirst } = manual();
    const results = ['a', 'b', 'c', 'd'].map((label) => gate.run('x', work('x', label)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    await finishFirst();
    expect(started).toEqual(['a', 'b', 'c']);
    await finishFirst();
    await finishFirst();
    await finishFirst();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([gate.running, gate.waiting, gate.peakRunning]).toEqual([0, 0, 2]);
  });

  it('refuses at once beyond the queue of one client, and lets another client queue', async () => {
    const gate = new WorkGate({ running: 1, waitingPerClient: 2, waiting: 10 });
    const { work } = manual();
    for (const label of ['f1', 'f2', 'f3']) void gate.run('flood', work('flood', label));
    await settle();
    await expect(gate.run('flood', work('flood', 'f4'))).rejects.toBeInstanceOf(GateBusyError);
    void gate.run('pupil', work('pupil', 'p'));
    await settle();
    expect([gate.running, gate.waiting]).toEqual([1, 3]);
  });

  it('refuses at once when the whole queue is full, whoever asks', async () => {
    const gate = new WorkGate({ running: 1, waitingPerClient: 5, waiting: 3 });
    const { work } = manual();
    for (const client of ['a', 'b', 'c', 'd']) void gate.run(client, work(client, client));
    await settle();
    await expect(gate.run('e', work('e', 'e'))).rejects.toBeInstanceOf(GateBusyError);
  });

  it('serves waiting clients in turn: a pupil waits for one of the flood\'s hashes, not all of them', async () => {
    const gate = new WorkGate({ running: 1, waitingPerClient: 10, waiting: 20 });
    const { work, started, finishFirst } = manual();
    for (let i = 1; i <= 6; i += 1) void gate.run('flood', work('flood', `f${i}`));
    await settle();
    void gate.run('pupil', work('pupil', 'pupil'));
    void gate.run('teacher', work('teacher', 'teacher'));
    await settle();
    expect(started).toEqual(['f1']);
    await finishFirst();
    await finishFirst();
    await finishFirst();
    await finishFirst();
    expect(started).toEqual(['f1', 'f2', 'pupil', 'teacher', 'f3']);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new WorkGate({ running: 1, waitingPerClient: 1, waiting: 1 });
    await expect(gate.run('x', () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await gate.run('x', async () => 'next')).toBe('next');
    expect(gate.running).toBe(0);
  });
});
