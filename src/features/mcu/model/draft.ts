// The pupil's blocks of a task, kept on this device so a reload at the workbench (offline too)
// opens the program as it was left. Blockly's own JSON: loose blocks and positions stay as well.
const key = (ownerId: number | undefined, taskId: number) => `mcu-draft:${ownerId ?? 'guest'}:${taskId}`;

export function readDraft(ownerId: number | undefined, taskId: number): unknown {
  try {
    const text = localStorage.getItem(key(ownerId, taskId));
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** False when the device refused to keep it (storage full or switched off). */
export function writeDraft(ownerId: number | undefined, taskId: number, draft: unknown) {
  try {
    localStorage.setItem(key(ownerId, taskId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function forgetDraft(ownerId: number | undefined, taskId: number) {
  try {
    localStorage.removeItem(key(ownerId, taskId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
