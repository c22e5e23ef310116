// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// workbox's development logger writes to `self`, the worker's global scope; keep it quiet here.
vi.stubGlobal('self', globalThis);
vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
const { rangeOfCached } = await import('./media');

const whole = () => new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'Content-Type': 'video/mp4' } });
const ask = (range?: string) => new Request('http://school.test/content/soldering/video.mp4', { headers: range ? { range } : {} });
const bytes = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())];

describe('a range of a precached video', () => {
  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await rangeOfCached(ask('bytes=2-5'), whole());
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 2-5/10');
    expect(response.headers.get('Content-Length')).toBe('4');
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(await bytes(response)).toEqual([2, 3, 4, 5]);
  });

  it('handles open and suffix ranges the way Safari asks them', async () => {
    const open = await rangeOfCached(ask('bytes=7-'), whole());
    expect(open.headers.get('Content-Range')).toBe('bytes 7-9/10');
    expect(await bytes(open)).toEqual([7, 8, 9]);
    const suffix = await rangeOfCached(ask('bytes=-2'), whole());
    expect(suffix.headers.get('Content-Range')).toBe('bytes 8-9/10');
    expect(await bytes(suffix)).toEqual([8, 9]);
    const first = await rangeOfCached(ask('bytes=0-1'), whole());
    expect(await bytes(first)).toEqual([0, 1]);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await rangeOfCached(ask('bytes=20-30'), whole());
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe('bytes */10');
  });

  it('answers the whole file without a usable range', async () => {
    expect((await rangeOfCached(ask(), whole())).status).toBe(200);
    expect((await rangeOfCached(ask('items=1-2'), whole())).status).toBe(200);
  });
});
