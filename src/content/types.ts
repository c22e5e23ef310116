// Learning content is plain typed data: no React, no DOM. The server imports it too
// (project rewards), so keep it free of browser-only code.

/** A picture served from `public/`; `src` is its URL path, e.g. `/content/guides/01/step-01.svg`. */
export interface Picture {
  src: string;
  /** The drawing's size (its SVG viewBox): the page keeps its place before it loads. */
  width: number;
  height: number;
  alt: string;
}

export interface Project {
  id: number;
  title: string;
  description: string;
  /** Diamonds and rating credited when a teacher approves the project. */
  reward: number;
  picture: Picture;
}

export interface Part {
  name: string;
  /** The value or type a pupil checks the part against: '10 кОм', 'BC547B (NPN)', 'CR2032, 3 В'. */
  value: string;
  quantity: string;
  /** Its names on the schematic and the board: 'R1', 'HL1–HL10'. */
  ref?: string;
  /** A resistor's resistance in ohms (several for a line of different resistors): the guide shows their colour bands. */
  ohms?: number | readonly number[];
}

/** A tool of the cheat-sheet (`tools` in cheat-sheet.ts) or one of the few drawing tools it lacks. */
export type GuideToolId =
  | 'soldering-iron'
  | 'cutters'
  | 'pliers'
  | 'glue-gun'
  | 'scissors'
  | 'ruler'
  | 'pencil'
  | 'third-hand'
  | 'utility-knife'
  | 'marker'
  | 'compass'
  | 'protractor';

export interface GuideStep {
  image: Picture;
  heading: string;
  paragraph: string;
  /** A safety rule where its danger appears, shown apart as «Осторожно!» (src/content/guides/safety.ts). */
  warning?: string;
}

export interface Guide {
  id: number;
  title: string;
  intro: string;
  parts: Part[];
  /** What the pupil works with but does not build in: the iron, cutters, glue gun… */
  tools: GuideToolId[];
  steps: GuideStep[];
}

export interface SchemePage {
  id: number;
  title: string;
  text: string[];
  images: Picture[];
}

/** A caption of the (silent) lesson video, from `start` to `end` seconds. */
export interface Caption {
  start: number;
  end: number;
  text: string;
}

export interface SolderingPage {
  title: string;
  /** Paragraphs before the steps. */
  text: string[];
  /** «Как паять, шаг за шагом»: the five steps, shown as a numbered list. */
  steps: string[];
  /** Paragraphs after the steps. */
  after: string[];
  /** `captions` is a WebVTT file written from `captions` below by scripts/content/video-soldering.mjs. */
  video: { mp4: string; webm: string; poster: string; captions: string };
  captions: Caption[];
  comic: Picture[];
}

export interface Tool {
  id: string;
  name: string;
  usage: string;
  picture: Picture;
}
