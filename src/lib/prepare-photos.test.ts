import { describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../domain/submission';
import { checkChosenPhoto, preparePhotos } from './prepare-photos';

// A phone's 48-megapixel photo (about 20 MB) is shrunk before the 10 MB rule is applied to it.

const MB = 1024 * 1024;
const photo = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const shrunk = async (file: File) => new File([new Uint8Array(2 * MB)], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });

describe('choosing a photo', () => {
  it('takes a 20 MB camera photo (the app shrinks it) and refuses only what cannot be shrunk, saying what to do', () => {
    expect(checkChosenPhoto({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 20 * MB })).toBeUndefined();
    expect(checkChosenPhoto({ name: 'scan.png', type: 'image/png', size: 40 * MB })).toBeUndefined();
    expect(checkChosenPhoto({ name: 'robot.gif', type: 'image/gif', size: MAX_PHOTO_BYTES + 1 })).toBe(SUBMISSION_MSG.gifTooBig);
    expect(checkChosenPhoto({ name: 'huge.jpg', type: 'image/jpeg', size: 200 * MB })).toBe(SUBMISSION_MSG.tooBigToShrink);
    expect(checkChosenPhoto({ name: 'page.html', type: 'text/html', size: 10 })).toBe(SUBMISSION_MSG.wrongType);
    for (const message of [SUBMISSION_MSG.gifTooBig, SUBMISSION_MSG.tooBigToShrink]) expect(message).toMatch(/снимок экрана/);
  });
});

describe('preparing photos to send', () => {
  it('sends the shrunk photo of a 20 MB original', async () => {
    const compress = vi.fn(shrunk);
    const prepared = await preparePhotos([photo('IMG_0001.jpg', 'image/jpeg', 20 * MB)], compress);
    expect(prepared.ok && prepared.photos.map((file) => [file.name, file.size])).toEqual([['IMG_0001.jpg', 2 * MB]]);
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it('keeps the original when compression fails and it is within 10 MB; refuses it, with advice, when it is not', async () => {
    const broken = async () => Promise.reject(new Error('canvas too big'));
    const small = photo('small.jpg', 'image/jpeg', 3 * MB);
    expect(await preparePhotos([small], broken)).toEqual({ ok: true, photos: [small] });
    expect(await preparePhotos([small, photo('big.jpg', 'image/jpeg', 20 * MB)], broken)).toEqual({ ok: false, message: SUBMISSION_MSG.tooBigToShrink });
  });

  it('never redraws a GIF (its animation), and refuses one over 10 MB', async () => {
    const compress = vi.fn(shrunk);
    const gif = photo('dance.gif', 'image/gif', MB);
    expect(await preparePhotos([gif], compress)).toEqual({ ok: true, photos: [gif] });
    expect(await preparePhotos([photo('long.gif', 'image/gif', MAX_PHOTO_BYTES + 1)], compress)).toEqual({ ok: false, message: SUBMISSION_MSG.gifTooBig });
    expect(compress).not.toHaveBeenCalled();
  });
});
