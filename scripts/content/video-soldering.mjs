// @ts-check
// Short animation «Как паять» (26 s): the iron heats a pad, solder flows, a shiny cone forms.
// Frames are drawn as SVG, rendered with rsvg-convert (Debian: librsvg2-bin) and encoded
// with ffmpeg (Debian: ffmpeg) into public/content/soldering/video.mp4 (H.264, yuv420p,
// +faststart) and video.webm (VP9); poster.svg is the title frame.
// Run: node scripts/content/video-soldering.mjs            (poster, frames and both videos)
//      node scripts/content/video-soldering.mjs --poster   (poster.svg only: no rsvg-convert or ffmpeg)
import { mkdirSync, writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { iron, robot, stand } from './comic-soldering.mjs';
import { ACCENT, GREEN, INK, PAPER, PART_RED, ROOT, isMain, scriptName, svgDoc, text, writeGenerated } from './svg-core.mjs';

const W = 640;
const H = 360;
const FPS = 12;
const OUT = join(ROOT, 'public', 'content', 'soldering');

const clamp = (/** @type {number} */ v, a = 0, b = 1) => Math.max(a, Math.min(b, v));
const lerp = (/** @type {number} */ a, /** @type {number} */ b, /** @type {number} */ k) => a + (b - a) * k;
const ease = (/** @type {number} */ k) => (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);
const seg = (/** @type {number} */ t, /** @type {number} */ t0, /** @type {number} */ t1) => ease(clamp((t - t0) / (t1 - t0)));

/**
 * Video text: 28 units unless told.
 * @param {number} x
 * @param {number} y
 * @param {string} s
 * @param {import('./svg-core.mjs').TextOptions} [o]
 */
const T = (x, y, s, o = {}) => text(x, y, s, { size: 28, ...o });

/**
 * The scene's mark: the lesson step it shows, in a yellow circle at the top right. The words are
 * WebVTT captions (captions.vtt), which the player keeps above its controls; a banner drawn at the
 * bottom of the picture used to hide under them.
 * @param {string} step the lesson step, or ''
 * @param {string} _str what the scene shows (said by the captions)
 */
function banner(step, _str) {
  if (!step) return '';
  return `<circle cx="${W - 42}" cy="42" r="26" fill="#ffd166" stroke="${INK}" stroke-width="3"/>` + T(W - 42, 52, step, { weight: 'bold', size: 30 });
}

const PX = 320; // joint x
const PY = 214; // pad top

/**
 * Close-up of a component lead in a plated hole. heat 0..1, cone 0..1, shine 0..1
 * @param {{ heat?: number, cone?: number, shine?: number }} o
 */
function closeup({ heat = 0, cone = 0, shine = 0 }) {
  let s = `<rect x="60" y="${PY + 6}" width="520" height="34" fill="#2f6b3a" stroke="#1d4424" stroke-width="3"/>`;
  s += `<rect x="${PX - 60}" y="${PY}" width="120" height="8" fill="#e0a526"/><rect x="${PX - 60}" y="${PY + 40}" width="120" height="6" fill="#e0a526"/>`;
  if (heat > 0) s += `<ellipse cx="${PX}" cy="${PY + 2}" rx="${60 + 20 * heat}" ry="${14 + 8 * heat}" fill="#ff7b00" opacity="${(0.45 * heat).toFixed(2)}"/>`;
  s += `<rect x="${PX - 5}" y="60" width="10" height="${PY + 80 - 60}" fill="#9aa0a6" stroke="#6c757d" stroke-width="1.5"/>`;
  s += `<rect x="${PX - 70}" y="20" width="140" height="46" rx="10" fill="${PART_RED}" stroke="${INK}" stroke-width="3"/>` + T(PX, 52, 'деталь', { fill: '#fff', size: 24, weight: 'bold' });
  if (cone > 0) {
    const w = 14 + 44 * cone;
    const hh = 8 + 52 * cone;
    s += `<path d="M${PX - w},${PY + 4} Q${PX - 10},${PY - 2} ${PX - 6},${PY - hh} L${PX + 6},${PY - hh} Q${PX + 10},${PY - 2} ${PX + w},${PY + 4} Z" fill="#dfe5ea" stroke="#7d8590" stroke-width="2.5"/>`;
    if (shine > 0) s += `<path d="M${PX - 22},${PY - 6} q8,-14 10,-36" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="${shine.toFixed(2)}"/>`;
  }
  s += T(520, PY + 30, 'плата', { size: 22, fill: '#fff', weight: 'bold' });
  return s;
}
/** @param {number} k */
function solderWire(k) {
  // k = 0 (far left) .. 1 (touching the joint)
  const x2 = lerp(120, PX - 16, k);
  const y2 = lerp(120, PY - 12, k);
  return `<path d="M-10,60 L${x2},${y2}" stroke="#b0b6bc" stroke-width="9" stroke-linecap="round"/>` + T(70, 50, 'припой', { size: 24, weight: 'bold', anchor: 'start' });
}
/** @param {number} k */
function ironAt(k, hot = true) {
  const x = lerp(520, PX + 10, k);
  const y = lerp(30, PY - 4, k);
  return iron(x, y, { angle: -38, hot, s: 1.1 });
}

/** @type {[number, (t: number) => string][]} [duration s, draw(t local 0..d)] */
const scenes = [
  [3, (t) => {
    const k = seg(t, 0, 0.8);
    return `<rect width="${W}" height="${H}" fill="#eaf4ff"/>` + T(W / 2, 90, 'Как паять', { size: 52, weight: 'bold', fill: ACCENT }) +
      T(W / 2, 140, 'пайка за полминуты', { size: 30 }) + `<g opacity="${k.toFixed(2)}">${robot(W / 2, 215, { arm: 'up', s: 0.6 })}</g>` + banner('', 'Робик покажет хорошую пайку');
  }],
  [5, (t) => {
    const k = seg(t, 0, 1.6);
    const heat = seg(t, 1.8, 4.6);
    const n = t > 2 ? Math.min(3, Math.floor(t - 1.5)) : 0;
    return closeup({ heat }) + ironAt(k) + (n ? T(520, 150, `${n}…`, { size: 48, weight: 'bold', fill: ACCENT }) : '') +
      banner('3', 'Нагрей площадку и вывод 2–3 с');
  }],
  [6, (t) => {
    const w = seg(t, 0, 1.5);
    const cone = seg(t, 1.5, 5);
    return closeup({ heat: 1, cone }) + solderWire(w * (1 - 0.15 * cone)) + ironAt(1) +
      banner('4', 'Припой — к месту пайки, не на жало');
  }],
  [4, (t) => {
    const w = 1 - seg(t, 0, 1.4);
    const i = 1 - seg(t, 1.8, 3.4);
    return closeup({ heat: i, cone: 1 }) + solderWire(0.85 * w) + ironAt(i, i > 0.3) +
      banner('5', 'Убери припой, потом паяльник');
  }],
  [4, (t) => {
    const sh = seg(t, 0.3, 1.5);
    const star = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => `<path d="M${x},${y - r} L${x + r * 0.25},${y - r * 0.25} L${x + r},${y} L${x + r * 0.25},${y + r * 0.25} L${x},${y + r} L${x - r * 0.25},${y + r * 0.25} L${x - r},${y} L${x - r * 0.25},${y - r * 0.25} Z" fill="#ffd166" opacity="${sh.toFixed(2)}"/>`;
    return closeup({ cone: 1, shine: sh }) + star(PX + 50, PY - 60, 16 + 4 * Math.sin(t * 6)) + star(PX - 60, PY - 40, 10) +
      T(500, 120, '✔', { size: 70, fill: GREEN, weight: 'bold' }) + banner('', 'Готово: блестящий конус');
  }],
  [4, (t) => {
    const k = seg(t, 0, 1);
    return `<rect width="${W}" height="${H}" fill="#fff0f3"/>` + stand(100, 200, { s: 0.9 }) +
      `<g opacity="${k.toFixed(2)}">` + T(250, 90, 'Паяльник —', { size: 30, weight: 'bold', anchor: 'start' }) + T(250, 130, 'только на подставку!', { size: 30, weight: 'bold', fill: ACCENT, anchor: 'start' }) +
      T(250, 200, 'Не трогай жало.', { size: 28, anchor: 'start' }) + T(250, 240, 'После пайки мой руки.', { size: 28, anchor: 'start' }) + '</g>' +
      banner('', 'Паяем только рядом со взрослым');
  }],
];

/** How long each scene lasts, in seconds: the captions in src/content/soldering.ts follow them. */
export const SCENE_SECONDS = scenes.map(([seconds]) => seconds);

/** @param {number} t seconds */
const stamp = (t) => {
  const m = Math.floor(t / 60);
  const sec = t - m * 60;
  return `00:${String(m).padStart(2, '0')}:${sec.toFixed(3).padStart(6, '0')}`;
};

/**
 * The WebVTT text of the captions. Each cue stands on the fourth text line from the bottom
 * (`line:-4`): browsers count those lines in the caption's own size, so the cue clears the
 * player's controls on a phone and on a computer alike (a percentage put it under them on a phone).
 * @param {readonly { start: number, end: number, text: string }[]} captions
 */
export function captionsVtt(captions) {
  const note = `NOTE Generated by ${scriptName(import.meta.url)} from src/content/soldering.ts (npm run content) — edit those, not this file.`;
  const cues = captions.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)} line:-4 align:center\n${c.text}`);
  return ['WEBVTT', note, ...cues].join('\n\n') + '\n';
}

/** Write public/content/soldering/captions.vtt from the lesson's captions. */
export async function writeCaptions() {
  /** @type {typeof import('../../src/content/soldering.ts')} */
  const { solderingPage } = await tsImport('../../src/content/soldering.ts', import.meta.url);
  const total = SCENE_SECONDS.reduce((a, b) => a + b, 0);
  const last = solderingPage.captions.at(-1);
  if (!last || last.end > total) throw new Error(`captions run past the video (${total} s)`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'captions.vtt'), captionsVtt(solderingPage.captions));
  console.log(`video: captions.vtt written (${solderingPage.captions.length} cues)`);
}

/**
 * Every frame as an SVG document; `size` adds width/height for rasterising.
 * @param {boolean} [size]
 */
export function frames(size = true) {
  /** @type {string[]} */
  const out = [];
  for (const [d, draw] of scenes) {
    const n = Math.round(d * FPS);
    for (let i = 0; i < n; i++) out.push(svgDoc(W, H, draw(i / FPS), { bg: PAPER, size }));
  }
  return out;
}

/** The poster: the title frame at 2.5 s, scalable (no width/height). */
export function posterSvg() {
  return frames(false)[Math.round(2.5 * FPS)] ?? '';
}

/** Write public/content/soldering/poster.svg (needs no rsvg-convert or ffmpeg). */
export function writePoster() {
  writeGenerated('public/content/soldering/poster.svg', posterSvg(), scriptName(import.meta.url));
  console.log('video: poster.svg written');
}

/**
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
}

/** Render the frames with rsvg-convert and encode video.mp4 and video.webm with ffmpeg. */
function writeVideo() {
  const dir = mkdtempSync(join(tmpdir(), 'solder-frames-'));
  const all = frames();
  all.forEach((svg, i) => {
    const base = join(dir, `f${String(i).padStart(4, '0')}`);
    writeFileSync(base + '.svg', svg);
    run('rsvg-convert', ['-w', String(W), '-h', String(H), base + '.svg', '-o', base + '.png']);
  });
  mkdirSync(OUT, { recursive: true });
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
  run('ffmpeg', [...input, '-c:v', 'libx264', '-profile:v', 'main', '-level', '3.1', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '30', '-tune', 'animation', '-movflags', '+faststart', '-an', join(OUT, 'video.mp4')]);
  run('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an', join(OUT, 'video.webm')]);
  rmSync(dir, { recursive: true, force: true });
  console.log(`video: ${all.length} frames at ${FPS} fps written to ${OUT}`);
}

if (isMain(import.meta.url)) {
  writePoster();
  await writeCaptions();
  if (!process.argv.includes('--poster')) writeVideo();
}
