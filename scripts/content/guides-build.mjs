// Regenerates every card and step picture:  node scripts/content/guides-build.mjs
// Writes public/content/projects/NN.svg and public/content/guides/NN/step-MM.svg.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { svg } from './guides-draw.mjs';
import { photoStep } from './guides-common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const pad = (v) => String(v).padStart(2, '0');
const only = process.argv.slice(2).map(Number);

let total = 0;
for (let id = 1; id <= 15; id++) {
  if (only.length && !only.includes(id)) continue;
  const file = path.join(here, 'guides-art', `g${pad(id)}.mjs`);
  if (!fs.existsSync(file)) continue;
  const { card, steps } = await import(file);
  const projDir = path.join(root, 'public', 'content', 'projects');
  const guideDir = path.join(root, 'public', 'content', 'guides', pad(id));
  fs.mkdirSync(projDir, { recursive: true });
  fs.rmSync(guideDir, { recursive: true, force: true });
  fs.mkdirSync(guideDir, { recursive: true });
  const write = (f, text) => {
    fs.writeFileSync(f, text);
    total += Buffer.byteLength(text);
  };
  write(path.join(projDir, `${pad(id)}.svg`), svg(card.body, { title: card.title }));
  const all = [...steps, { title: 'Сфотографируй готовый проект для преподавателя', body: photoStep(card.body) }];
  all.forEach((st, i) => write(path.join(guideDir, `step-${pad(i + 1)}.svg`), svg(st.body, { title: st.title })));
  console.log(`guide ${pad(id)}: ${all.length} steps`);
}
console.log(`written ${(total / 1024).toFixed(1)} KB`);
