// @ts-check
// Draws every lesson picture: public/content/lessons/NN/<name>.svg. The drawings come from
// lessons-art/lNN.mjs (`export const pictures = { 'name.svg': { body, w, h } }`); each picture's
// <title> is the alt text the lesson gives it (src/content/lessons/lesson-NN.ts), so they cannot
// disagree, and every picture a lesson names must be drawn here at the size it says.
// Run: node scripts/content/lessons-build.mjs [id …]   (npm run content regenerates everything)
import { tsImport } from 'tsx/esm/api';
import { svg } from './guides-draw.mjs';
import { clearDir, isMain, scriptName, writeGenerated } from './svg-core.mjs';

/** @typedef {{ body: string, w?: number, h?: number }} Art a drawing and its size (480 × 300 unless told) */
/** @typedef {import('../../src/content/types.ts').Picture} Picture */

const pad = (/** @type {number} */ v) => String(v).padStart(2, '0');

/**
 * Every picture a lesson shows: in its blocks and its questions.
 * @param {import('../../src/content/lessons/types.ts').Lesson} lesson
 * @returns {Picture[]}
 */
export function lessonPictures(lesson) {
  /** @type {Picture[]} */
  const found = [];
  for (const block of lesson.blocks) if (block.kind === 'picture') found.push(block.picture);
  for (const question of lesson.questions) if (question.picture) found.push(question.picture);
  return found;
}

/**
 * Draw the pictures of the given lessons (all when `only` is empty).
 * @param {readonly number[]} [only]
 */
export async function buildLessons(only = []) {
  /** @type {typeof import('../../src/content/lessons/index.ts')} */
  const { lessons } = await tsImport('../../src/content/lessons/index.ts', import.meta.url);
  const self = scriptName(import.meta.url);
  let total = 0;
  for (const lesson of lessons) {
    if (only.length && !only.includes(lesson.id)) continue;
    const nn = pad(lesson.id);
    const dir = `/content/lessons/${nn}/`;
    /** @type {{ pictures?: Record<string, Art> }} */
    const art = await import(`./lessons-art/l${nn}.mjs`).catch(() => ({}));
    const drawings = art.pictures ?? {};
    clearDir(`public/content/lessons/${nn}`);
    const pictures = lessonPictures(lesson);
    const by = `${self} from scripts/content/lessons-art/l${nn}.mjs`;
    const written = new Set();
    for (const picture of pictures) {
      if (!picture.src.startsWith(dir)) continue; // a guide's picture reused by the lesson
      const name = picture.src.slice(dir.length);
      if (written.has(name)) continue;
      const a = drawings[name];
      if (!a) throw new Error(`lesson ${nn}: ${picture.src} is not drawn in scripts/content/lessons-art/l${nn}.mjs`);
      const [w, h] = [a.w ?? 480, a.h ?? 300];
      if (picture.width !== w || picture.height !== h) {
        throw new Error(`lesson ${nn} ${name}: drawn ${w} × ${h}, but lesson-${nn}.ts says ${picture.width} × ${picture.height}`);
      }
      total += writeGenerated(`public${picture.src}`, svg(a.body, { title: picture.alt, w: a.w, h: a.h }), by);
      written.add(name);
    }
    const unused = Object.keys(drawings).filter((name) => !written.has(name));
    if (unused.length) throw new Error(`lesson ${nn}: drawn but not shown: ${unused.join(', ')}`);
  }
  console.log(`lessons: written ${(total / 1024).toFixed(1)} KB`);
}

if (isMain(import.meta.url)) await buildLessons(process.argv.slice(2).map(Number));
