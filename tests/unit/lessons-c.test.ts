// The lessons of course 2 «Микроконтроллеры» (4, 14, 5, 6) and course 3, the secret course on
// neural networks (15, 16, 17): every number a pupil reads is recomputed here, and every fact
// about the kits' chip is read from firmware/ (its Makefile rules, READMEs and C sources), so a
// change of the firmware that the lessons no longer match fails this file. Also the lessons'
// shape: length, questions and their keys, pictures drawn with the alt text as their <title>.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonKeyById } from '../../server/content/lesson-keys';
import type { QuestionKey } from '../../server/content/lesson-keys';
import { lessonById } from '../../src/content/lessons';
import type { Lesson, LessonQuestion } from '../../src/content/lessons';

const ROOT = process.cwd();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const IDS = [4, 14, 5, 6, 15, 16, 17] as const;

function lesson(id: number): Lesson {
  const found = lessonById(id);
  if (!found) throw new Error(`no lesson ${id}`);
  return found;
}

function keyOf(lessonId: number, questionId: string): QuestionKey {
  const found = lessonKeyById(lessonId)?.questions.find((k) => k.id === questionId);
  if (!found) throw new Error(`no key ${lessonId}/${questionId}`);
  return found;
}

function question(lessonId: number, questionId: string): LessonQuestion {
  const found = lesson(lessonId).questions.find((q) => q.id === questionId);
  if (!found) throw new Error(`no question ${lessonId}/${questionId}`);
  return found;
}

/** The words a pupil reads in the lesson's text, headings, «Запомни» and «Осторожно!» blocks. */
function words(l: Lesson): number {
  return l.blocks
    .flatMap((b) => (b.kind === 'picture' ? [] : b.text.split(/\s+/)))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Everything a pupil reads: blocks, captions, questions and their options. */
function everything(l: Lesson): string {
  const parts: string[] = [];
  for (const b of l.blocks) parts.push(b.kind === 'picture' ? (b.caption ?? '') + ' ' + b.picture.alt : b.text);
  for (const q of l.questions) {
    parts.push(q.prompt);
    if (q.kind === 'choice') parts.push(...q.options);
    if (q.kind === 'order') parts.push(...q.items);
  }
  return parts.join('\n');
}

const blocksText = (l: Lesson) => l.blocks.map((b) => (b.kind === 'picture' ? b.caption ?? '' : b.text)).join('\n');

/** A number key's answer. */
function numberAnswer(lessonId: number, questionId: string): { answer: number; tolerance: number } {
  const k = keyOf(lessonId, questionId);
  if (k.kind !== 'number') throw new Error(`${lessonId}/${questionId} is not a number question`);
  return k;
}

/** The option a choice key marks right. */
function rightOption(lessonId: number, questionId: string): string {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'choice' || k.kind !== 'choice') throw new Error(`${lessonId}/${questionId} is not a choice`);
  return q.options[k.correct] ?? '';
}

/** The items of an order question in the key's order. */
function inOrder(lessonId: number, questionId: string): string[] {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'order' || k.kind !== 'order') throw new Error(`${lessonId}/${questionId} is not an order question`);
  return k.order.map((i) => q.items[i] ?? '');
}

function svgTitle(src: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(read(join('public', src)))?.[1];
  return raw?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Russian style: «4,5», «1 000 000». */
const ru = (v: number) => v.toLocaleString('ru-RU').replace(/\u00a0/g, ' ');

describe.each(IDS)('lesson %i: shape', (id) => {
  const l = lesson(id);
  const key = lessonKeyById(id);

  it('is a real lesson: no stub left, 300–700 words, 4–8 questions', () => {
    expect(read(`src/content/lessons/lesson-${String(id).padStart(2, '0')}.ts`)).not.toContain('STUB');
    expect(read(`server/content/lesson-keys/lesson-${String(id).padStart(2, '0')}.ts`)).not.toContain('STUB');
    expect(words(l)).toBeGreaterThanOrEqual(300);
    expect(words(l)).toBeLessThanOrEqual(700);
    expect(l.questions.length).toBeGreaterThanOrEqual(4);
    expect(l.questions.length).toBeLessThanOrEqual(8);
    expect(new Set(l.questions.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
    expect(l.questions.some((q) => q.kind === 'order' || q.kind === 'tap')).toBe(true);
    expect(l.blocks.filter((b) => b.kind === 'picture').length).toBeGreaterThanOrEqual(2);
    expect(l.blocks.filter((b) => b.kind === 'picture').length).toBeLessThanOrEqual(4);
  });

  it('has a key for every question: same ids and kinds, answers in range, a reason to read', () => {
    expect(key?.lessonId).toBe(id);
    expect(key?.questions.map((k) => [k.id, k.kind])).toEqual(l.questions.map((q) => [q.id, q.kind]));
    expect(new Set(l.questions.map((q) => q.id)).size).toBe(l.questions.length);
    l.questions.forEach((q, i) => {
      const k = key?.questions[i];
      expect(k?.why.length, `${q.id} why`).toBeGreaterThan(20);
      expect(k?.why, q.id).not.toMatch(/^Неверно/);
      if (q.kind === 'choice' && k?.kind === 'choice') {
        expect(k.correct).toBeGreaterThanOrEqual(0);
        expect(k.correct).toBeLessThan(q.options.length);
        for (const wrong of Object.keys(k.wrongWhy ?? {}).map(Number)) {
          expect(wrong).not.toBe(k.correct);
          expect(wrong).toBeLessThan(q.options.length);
        }
      }
      if (q.kind === 'order' && k?.kind === 'order') {
        expect([...k.order].sort()).toEqual(q.items.map((_, j) => j));
        expect(k.order, `${q.id}: the items are shown shuffled`).not.toEqual(q.items.map((_, j) => j));
      }
      if (q.kind === 'tap' && k?.kind === 'tap') {
        expect(q.areas.map((a) => a.id)).toContain(k.area);
        for (const wrong of Object.keys(k.wrongWhy ?? {})) expect(q.areas.map((a) => a.id)).toContain(wrong);
        for (const a of q.areas) {
          // a finger's target: at least 40 units of a 480-wide picture
          const min = (40 * q.picture.width) / 480;
          expect(a.width, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(min);
          expect(a.height, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(min);
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.y).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width).toBeLessThanOrEqual(q.picture.width);
          expect(a.y + a.height).toBeLessThanOrEqual(q.picture.height);
        }
        // areas do not overlap: a tap means one part
        for (const a of q.areas)
          for (const b of q.areas)
            if (a !== b) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, `${a.id} / ${b.id}`).toBe(true);
      }
    });
  });

  it('draws every picture it shows, with the alt text as the picture’s <title>', () => {
    const pictures = [...l.blocks.flatMap((b) => (b.kind === 'picture' ? [b.picture] : [])), ...l.questions.flatMap((q) => (q.picture ? [q.picture] : []))];
    for (const p of pictures) {
      expect(existsSync(join(ROOT, 'public', p.src)), p.src).toBe(true);
      expect(svgTitle(p.src), p.src).toBe(p.alt);
      expect(p.alt.length).toBeGreaterThan(30);
      const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(read(join('public', p.src))) ?? [];
      expect([p.width, p.height]).toEqual([Number(w), Number(h)]);
    }
  });

  it('says which project it prepares for', () => {
    for (const project of l.prepares) expect(blocksText(l)).toMatch(new RegExp(`проект\\S* №${project}\\b`));
  });
});
