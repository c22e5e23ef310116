// @vitest-environment node
// No picture cuts its own words: every line of text in every generated SVG stays inside the
// picture (estimated with the widest usual sans-serif font, scripts/content/svg-text-check.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textOutside, textOverTracks, textRuns } from '../../scripts/content/svg-text-check.mjs';

type Run = { text: string; x0: number; x1: number; y0: number; y1: number };
const check = { textOutside, textOverTracks, textRuns } as {
  textOutside: (svg: string) => Run[];
  textOverTracks: (svg: string) => Run[];
  textRuns: (svg: string) => { width: number; height: number; runs: Run[] };
};

const contentDir = join(process.cwd(), 'public', 'content');
const svgs = (readdirSync(contentDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.svg')).sort();

describe('text inside the pictures', () => {
  it('finds the pictures and their text', () => {
    expect(svgs.length).toBeGreaterThan(250);
    const sample = check.textRuns(readFileSync(join(contentDir, 'guides/10/step-01.svg'), 'utf8'));
    expect(sample.width).toBe(640);
    expect(sample.runs.map((r) => r.text)).toContain('VT1');
  });

  it('flags a label that runs off the edge', () => {
    const svg = '<svg viewBox="0 0 480 300"><g transform="translate(100 0)"><text x="10" y="282" font-size="20" text-anchor="middle">паяльник — в подставку</text></g></svg>';
    expect(check.textOutside(svg)).toHaveLength(1);
    expect(check.textOutside(svg.replace('translate(100 0)', 'translate(200 0)'))).toHaveLength(0);
  });

  it('flags a label that lies on a wire, a track or a pad', () => {
    const wire = '<path class="t" d="M100 150H300" stroke="#222" stroke-width="8"/>';
    const svg = (y: number) => `<svg viewBox="0 0 480 300">${wire}<circle class="t" cx="400" cy="60" r="6"/><text x="200" y="${y}" font-size="22">VT1</text></svg>`;
    expect(check.textOverTracks(svg(158)).map((r) => r.text)).toEqual(['VT1']);
    expect(check.textOverTracks(svg(130))).toHaveLength(0);
    expect(check.textOverTracks(svg(130).replace('x="200"', 'x="390" y="66"').replace(/ y="130"/, ''))).toHaveLength(1);
    // a lone polarity mark beside a pad is not a label
    expect(check.textOverTracks(svg(158).replace('>VT1<', '>+<'))).toHaveLength(0);
  });

  it.each(svgs)('%s keeps its labels off the wires, tracks and pads', (file) => {
    const covering = check.textOverTracks(readFileSync(join(contentDir, file), 'utf8')).map((r) => r.text);
    expect(covering).toEqual([]);
  });

  it.each(svgs)('%s keeps its text inside', (file) => {
    const outside = check.textOutside(readFileSync(join(contentDir, file), 'utf8')).map((r) => r.text);
    expect(outside).toEqual([]);
  });
});
