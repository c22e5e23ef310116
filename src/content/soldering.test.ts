// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { solderingPage } from './soldering';
import { captionsVtt, SCENE_SECONDS } from '../../scripts/content/video-soldering.mjs';
import { tools } from './cheat-sheet';

const publicFile = (src: string): string => join(process.cwd(), 'public', src);
const MIB2 = 2 * 1024 * 1024;

describe('soldering page', () => {
  it('has the title and non-empty text', () => {
    expect(solderingPage.title).toBe('Что такое пайка');
    expect(solderingPage.text.length).toBeGreaterThan(2);
    for (const p of solderingPage.text) expect(p.trim().length).toBeGreaterThan(20);
  });

  it('has the five steps of the lesson as a list', () => {
    expect(solderingPage.steps).toHaveLength(5);
    expect(solderingPage.steps[0]).toContain('5 мм');
    expect(solderingPage.steps[4]).toMatch(/^Убери сначала припой/);
  });

  it('captions the silent video from start to end, in the lesson\'s words, in the file on disk', () => {
    const total = (SCENE_SECONDS as number[]).reduce((a, b) => a + b, 0);
    const cues = solderingPage.captions;
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBe(total);
    cues.slice(1).forEach((cue, i) => expect(cue.start).toBe(cues[i]?.end));
    for (const step of [3, 4, 5]) expect(cues.some((c) => c.text.startsWith(`Шаг ${step}.`))).toBe(true);
    const vtt = readFileSync(publicFile(solderingPage.video.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toBe((captionsVtt as (c: typeof cues) => string)(cues));
    expect(vtt).toContain('line:-4');
  });

  it('has exactly 8 comic pages on disk, each with an alt', () => {
    expect(solderingPage.comic).toHaveLength(8);
    for (const page of solderingPage.comic) {
      expect(existsSync(publicFile(page.src)), page.src).toBe(true);
      expect(page.alt.trim().length).toBeGreaterThan(10);
    }
  });

  it('ships both video files under 2 MiB and a poster', () => {
    const { mp4, webm, poster } = solderingPage.video;
    for (const src of [mp4, webm, poster]) expect(existsSync(publicFile(src)), src).toBe(true);
    expect(statSync(publicFile(mp4)).size).toBeLessThan(MIB2);
    expect(statSync(publicFile(webm)).size).toBeLessThan(MIB2);
    expect(mp4.endsWith('.mp4')).toBe(true);
    expect(webm.endsWith('.webm')).toBe(true);
  });

  it('has an mp4 that starts with an ftyp box and a webm with the EBML header', () => {
    const mp4 = readFileSync(publicFile(solderingPage.video.mp4));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const webm = readFileSync(publicFile(solderingPage.video.webm));
    expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});

describe('cheat-sheet tools', () => {
  it('lists exactly the 13 tools in order', () => {
    expect(tools.map((t) => t.id)).toEqual([
      'flux',
      'scissors',
      'pencil',
      'cutters',
      'pliers',
      'third-hand',
      'soldering-iron',
      'wire-coil',
      'solder',
      'glue-gun',
      'ruler',
      'marker',
      'utility-knife',
    ]);
    expect(tools[0]?.name).toBe('Флюс');
    expect(tools[12]?.name).toBe('Канцелярский нож');
  });

  it('gives every tool a usage note and an existing picture', () => {
    for (const t of tools) {
      expect(t.name.trim()).not.toBe('');
      expect(t.usage.trim().length).toBeGreaterThan(40);
      expect(t.picture.alt.trim()).not.toBe('');
      expect(existsSync(publicFile(t.picture.src)), t.picture.src).toBe(true);
    }
  });
});
