// The guides whose circuit the lab can run, by the id of that ready circuit (src/content/lab/presets.ts,
// docs/decisions/0238-lab-presets-of-the-guides.md). A list of its own, so a guide page links to the
// lab without loading the lab's circuits (scripts/first-screen.mjs); presets.test.ts keeps the two
// in step.
const LAB_PRESET_OF_GUIDE: Readonly<Record<number, string>> = {
  1: 'guide-01',
  2: 'guide-02',
  3: 'guide-03',
  4: 'guide-04',
  5: 'guide-05',
  6: 'guide-06',
  7: 'guide-07',
  10: 'guide-10',
  14: 'guide-14',
};

/** The id of the lab's ready circuit for a guide, or undefined when the lab cannot run it. */
export function labPresetIdForGuide(guideId: number): string | undefined {
  return Object.hasOwn(LAB_PRESET_OF_GUIDE, guideId) ? LAB_PRESET_OF_GUIDE[guideId] : undefined;
}
