// Ids (docs/product.md §4): projects 1–15, scheme pages 1–3, and the comment sections of the content pages.

export const PROJECT_COUNT = 15;
export const SCHEME_PAGE_COUNT = 3;

/** Comment blocks of the content pages use the lecture section with these ids. */
export const COMMENT_IDS = { cheatSheet: 30031, soldering: 30032 } as const;
/** The feedback section has one fixed item. */
export const FEEDBACK_ID = 1;

/** Project page `id` → lecture 30000 + id. */
export const projectCommentId = (projectId: number) => 30000 + projectId;
/** Scheme page 1–3 → lecture 30033–30035. */
export const schemeCommentId = (schemePageId: number) => 30032 + schemePageId;

/** '7' → 7; anything that is not a plain whole number from 1 to `max` ('abc', '0', '16', '1.5', '07') → undefined. */
export function parseId(raw: string | undefined, max: number): number | undefined {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= max ? id : undefined;
}

/** The largest id a row can have on both engines (PostgreSQL's integer): a larger one names nothing. */
export const MAX_ROW_ID = 2_147_483_647;
