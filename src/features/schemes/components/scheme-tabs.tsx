import { LinkTabs } from '../../../components/link-tabs/link-tabs';

export function SchemeTabs({ current }: { current: string }) {
  return (
    <LinkTabs
      label="Разделы схем"
      tabs={[
        { to: '/main/electric-schemes', label: 'Все схемы' },
        { to: '/main/spora', label: 'Шпора' },
        { to: current, label: 'Схемы' },
      ]}
    />
  );
}
