import type { Section } from '../../../../domain/comments';

// An unsent comment survives a failed send, going offline, a reload and leaving the page: a child
// who typed a question at the workbench must not lose it (docs/decisions/0067-the-comment-block-on-the-page.md).

const keyOf = (section: Section, id: number) => `comment-draft:${section}:${id}`;

export function readDraft(section: Section, id: number): string {
  try {
    return localStorage.getItem(keyOf(section, id)) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(section: Section, id: number, text: string): void {
  try {
    if (text) localStorage.setItem(keyOf(section, id), text);
    else localStorage.removeItem(keyOf(section, id));
  } catch {
    // Storage full or blocked (private mode): the text stays in the form.
  }
}
