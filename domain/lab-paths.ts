// Addresses of the lab's page (docs/product.md, «Лаборатория»): a ready circuit, or a lesson's
// practice to build and check there.

export const LAB_PATH = '/main/lab';

export const labPresetPath = (presetId: string) => `${LAB_PATH}?preset=${encodeURIComponent(presetId)}`;

export const labPracticePath = (lessonId: number, practiceId: string) =>
  `${LAB_PATH}?lesson=${lessonId}&practice=${encodeURIComponent(practiceId)}`;
