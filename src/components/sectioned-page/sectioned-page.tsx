import type { ReactNode } from 'react';
import './sectioned-page.css';

export interface PageSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** A reading page in sections, with their titles as jump links on top (materials, printed boards). */
export function SectionedPage({ sections, className }: { sections: readonly PageSection[]; className?: string }) {
  return (
    <div className={`sectioned-page${className ? ` ${className}` : ''}`}>
      <nav className="sectioned-page__toc" aria-label="Разделы">
        {sections.map((section) => (
          <a key={section.id} href={`#${section.id}`}>
            {section.title}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="sectioned-page__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.content}
        </section>
      ))}
    </div>
  );
}
