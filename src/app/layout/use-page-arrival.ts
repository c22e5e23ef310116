import { useEffect, useRef, useState } from 'react';

/**
 * A new page inside the app (WCAG 2.4.3, 4.1.3): the focus goes to the page's heading in the header
 * instead of staying on a link that is gone or falling to the body, and a live region says which
 * page opened. A page that has put the focus inside itself (an autofocused field) keeps it.
 */
export function usePageArrival(pathname: string, title: string): string {
  const [said, setSaid] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    const main = document.querySelector('main');
    if (!(active && main?.contains(active) && active !== main)) {
      document.querySelector<HTMLElement>('.header__title')?.focus({ preventScroll: true });
    }
    setSaid(`Открыта страница «${title}»`);
    // Only a new path: the title of the same page changing (a project's name arriving) says nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return said;
}
