// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rangeResponse } from './range-response';

const whole = () => new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'Content-Type': 'video/mp4' } });
const ask = (range?: string) => new Request('http://school.test/content/soldering/video.mp4', { headers: range ? { range } : {} });

describe('rangeResponse', () => {
  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await rangeResponse(ask('bytes=2-5'), whole());
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 2-5/10');
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([2, 3, 4, 5]);
  });

  it('handles open and suffix ranges the way Safari asks them', async () => {
    const open = await rangeResponse(ask('bytes=7-'), whole());
    expect([...new Uint8Array(await open.arrayBuffer())]).toEqual([7, 8, 9]);
    const suffix = await rangeResponse(ask('bytes=-2'), whole());
    expect(suffix.headers.get('Content-Range')).toBe('bytes 8-9/10');
    const first = await rangeResponse(ask('bytes=0-1'), whole());
    expect([...new Uint8Array(await first.arrayBuffer())]).toEqual([0, 1]);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await rangeResponse(ask('bytes=20-30'), whole());
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe('bytes */10');
  });

  it('answers the whole file without a usable range', async () => {
    expect((await rangeResponse(ask(), whole())).status).toBe(200);
    expect((await rangeResponse(ask('items=1-2'), whole())).status).toBe(200);
  });
});
