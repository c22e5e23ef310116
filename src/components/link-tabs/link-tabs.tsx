import { NavLink } from 'react-router-dom';

export interface LinkTab {
  to: string;
  label: string;
}

/** Tabs that are links to sibling pages (the scheme pages' «Все схемы / Шпора / Схемы»). */
export function LinkTabs({ tabs, label }: { tabs: readonly LinkTab[]; label: string }) {
  return (
    <nav className="tabs link-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
