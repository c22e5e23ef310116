import { LinkTabs } from '../../../components/link-tabs/link-tabs';
import { PATHS, schemePath } from '../../../../domain/paths';

/** The scheme page's tabs: «Все схемы», «Шпора», «Схемы» (the page being read). */
export function SchemeTabs({ current }: { current: number | string }) {
  return (
    <LinkTabs
      label="Разделы схем"
      tabs={[
        { to: PATHS.schemes, label: 'Все схемы' },
        { to: PATHS.cheatSheet, label: 'Шпора' },
        { to: schemePath(current), label: 'Схемы' },
      ]}
    />
  );
}
