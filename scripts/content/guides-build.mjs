// @ts-check
// Draws every project card and guide step picture: public/content/projects/NN.svg and
// public/content/guides/NN/step-MM.svg. The drawings come from guides-art/gNN.mjs; each
// picture's <title> is the alt text the app shows for it, read from src/content/projects.ts and
// src/content/guides/guide-NN.ts, so title and alt cannot disagree
// (src/content/picture-titles.test.ts checks the files on disk).
// Run: node scripts/content/guides-build.mjs [id …]   (npm run content regenerates everything)
import { tsImport } from 'tsx/esm/api';
import { photoStep } from './guides-common.mjs';
import { svg } from './guides-draw.mjs';
import { clearDir, isMain, scriptName, writeGenerated } from './svg-core.mjs';

/** @typedef {{ body: string, w?: number, h?: number }} Art a drawing and its size (480 × 300 unless told) */
/** @typedef {{ card: Art, steps: readonly Art[] }} GuideArt */

const pad = (/** @type {number} */ v) => String(v).padStart(2, '0');

/**
 * The public/ file of a picture URL path such as `/content/guides/01/step-01.svg`.
 * @param {string} src
 */
const fileOf = (src) => `public${src}`;

/**
 * Draw the card and step pictures of the given guides (all when `only` is empty).
 * @param {readonly number[]} [only]
 */
export async function buildGuides(only = []) {
  /** @type {typeof import('../../src/content/guides/index.ts')} */
  const { guides } = await tsImport('../../src/content/guides/index.ts', import.meta.url);
  /** @type {typeof import('../../src/content/projects.ts')} */
  const { projects } = await tsImport('../../src/content/projects.ts', import.meta.url);
  const self = scriptName(import.meta.url);
  let total = 0;
  for (const guide of guides) {
    if (only.length && !only.includes(guide.id)) continue;
    const nn = pad(guide.id);
    /** @type {GuideArt} */
    const art = await import(`./guides-art/g${nn}.mjs`);
    const project = projects.find((p) => p.id === guide.id);
    if (!project) throw new Error(`guide ${nn}: no project ${guide.id} in src/content/projects.ts`);
    // the last step of every guide is the photo for the teacher, drawn here from the card
    /** @type {Art[]} */
    const bodies = [...art.steps, { body: photoStep(art.card.body) }];
    if (bodies.length !== guide.steps.length) {
      throw new Error(
        `guide ${nn}: guides-art/g${nn}.mjs draws ${art.steps.length} steps + the photo, ` +
          `but src/content/guides/guide-${nn}.ts has ${guide.steps.length} steps`,
      );
    }
    const by = `${self} from scripts/content/guides-art/g${nn}.mjs`;
    total += writeGenerated(fileOf(project.picture.src), svg(art.card.body, { title: project.picture.alt }), by);
    clearDir(`public/content/guides/${nn}`);
    guide.steps.forEach((step, i) => {
      const a = bodies[i] ?? { body: '' };
      const [w, h] = [a.w ?? 480, a.h ?? 300];
      if (step.image.width !== w || step.image.height !== h) {
        throw new Error(`guide ${nn} step ${i + 1}: drawn ${w} × ${h}, but guide-${nn}.ts says ${step.image.width} × ${step.image.height}`);
      }
      total += writeGenerated(fileOf(step.image.src), svg(a.body, { title: step.image.alt, w: a.w, h: a.h }), by);
    });
    console.log(`guide ${nn}: ${bodies.length} steps`);
  }
  console.log(`guides: written ${(total / 1024).toFixed(1)} KB`);
}

if (isMain(import.meta.url)) await buildGuides(process.argv.slice(2).map(Number));
