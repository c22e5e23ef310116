// Learning content is plain typed data: no React, no DOM. The server imports it too
// (project rewards), so keep it free of browser-only code.

/** A picture served from `public/`; `src` is its URL path, e.g. `/content/guides/01/step-01.svg`. */
export interface Picture {
  src: string;
  alt: string;
}

export interface Project {
  id: number;
  title: string;
  description: string;
  /** Diamonds and rating credited when a teacher approves the project (SPEC §2). */
  reward: number;
  picture: Picture;
}

export interface Part {
  name: string;
  quantity: string;
}

export interface GuideStep {
  image: Picture;
  heading: string;
  paragraph: string;
}

export interface Guide {
  id: number;
  title: string;
  intro: string;
  parts: Part[];
  steps: GuideStep[];
}

export interface SchemePage {
  id: number;
  title: string;
  text: string[];
  images: Picture[];
}

export interface SolderingPage {
  title: string;
  text: string[];
  video: { mp4: string; webm: string; poster: string };
  comic: Picture[];
}

export interface Tool {
  id: string;
  name: string;
  usage: string;
  picture: Picture;
}
