import { SchemeCards } from '../../features/schemes/components/scheme-cards';

export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Схема — это карта прибора. Научись читать её, и любой проект станет понятнее.</p>
      <SchemeCards />
    </div>
  );
}
