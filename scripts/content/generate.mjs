// @ts-check
// Regenerates every SVG picture and src/content/schemes.ts: `npm run content`.
// The video itself is left out (it needs rsvg-convert and ffmpeg; its poster is included):
// run `node scripts/content/video-soldering.mjs` for it. CI runs this and fails when the
// committed files differ, so every generator must stay deterministic.
import { writeComic } from './comic-soldering.mjs';
import { writePcbs } from './pcb-build.mjs';
import { buildGuides } from './guides-build.mjs';
import { buildLessons } from './lessons-build.mjs';
import { writeSchemes } from './schemes-build.mjs';
import { writeTools } from './tools-pictures.mjs';
import { writeCaptions, writePoster } from './video-soldering.mjs';

await buildGuides();
await buildLessons();
writeSchemes();
writeTools();
writeComic();
writePcbs();
writePoster();
await writeCaptions();
