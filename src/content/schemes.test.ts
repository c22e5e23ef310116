// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemePages, schemePageById } from './schemes';

const publicFile = (src: string): string => join(process.cwd(), 'public', src);

describe('scheme pages', () => {
  it('has pages 1..3 with the right titles, image counts', () => {
    expect(schemePages.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(schemePages.map((p) => p.images.length)).toEqual([12, 83, 10]);
    expect(schemePages.map((p) => p.title)).toEqual(['Схемы во Fritzing', 'Позитроник', 'О схемах']);
  });

  it('finds pages by id', () => {
    expect(schemePageById(2)?.title).toBe('Позитроник');
    expect(schemePageById(4)).toBeUndefined();
  });

  it('has a real lesson text without empty paragraphs', () => {
    for (const page of schemePages) {
      expect(page.text.length).toBeGreaterThanOrEqual(3);
      expect(page.text.length).toBeLessThanOrEqual(6);
      for (const p of page.text) expect(p.trim().length).toBeGreaterThan(20);
    }
  });

  it('serves every sheet from public/ with a meaningful alt', () => {
    for (const page of schemePages) {
      const srcs = new Set<string>();
      for (const img of page.images) {
        expect(img.src.startsWith(`/content/schemes/${page.id}/`)).toBe(true);
        expect(existsSync(publicFile(img.src)), img.src).toBe(true);
        expect(img.alt.trim().length).toBeGreaterThan(10);
        srcs.add(img.src);
      }
      expect(srcs.size).toBe(page.images.length);
    }
  });

  it('keeps the sheets small, readable SVGs', () => {
    for (const page of schemePages) {
      for (const img of page.images) {
        const svg = readFileSync(publicFile(img.src), 'utf8');
        expect(svg).toContain('viewBox=');
        expect(svg).toContain('font-family="sans-serif"');
        expect(Buffer.byteLength(svg)).toBeLessThan(40 * 1024);
      }
    }
  });
});
