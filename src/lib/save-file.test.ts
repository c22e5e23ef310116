import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

// `showSaveFilePicker` is Chromium's alone: the school never needs it, a download link works in
// every engine (docs/decisions/0257-three-engines-and-what-each-cannot-do.md).

afterEach(() => vi.restoreAllMocks());

describe('saving a file', () => {
  it('downloads through a link where there is no showSaveFilePicker', () => {
    expect('showSaveFilePicker' in window).toBe(false);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveFile(new Blob(['{}'], { type: 'application/zip' }), 'копия.zip');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('копия.zip');
    expect(clicked[0]!.href).toBe('blob:copy');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
