// One entry for both firmware pages: the route loads it (with avr8js) as one chunk, kept out of
// the offline precache (docs/decisions/0264-the-kits-firmware-runs-on-avr8js.md).
import { RadioPage } from './radio-page';
import { SandClockPage } from './sand-clock-page';

export default function FirmwarePage({ firmware }: { firmware: 'sand-clock' | 'radio' }) {
  return firmware === 'sand-clock' ? <SandClockPage /> : <RadioPage />;
}
