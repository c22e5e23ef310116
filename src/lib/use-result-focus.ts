import { useEffect, useRef, type RefObject } from 'react';

/**
 * The result of an action the child just took — a photo sent, a comment posted, a purchase — takes
 * the focus when it comes (WCAG 2.4.3, 4.1.3): the button pressed is often disabled or gone by then,
 * and the focus would fall to the page with nothing said. `trigger` is a new value for each result
 * (a state object, a count); the element stays rendered (empty between results) with tabIndex -1.
 * The focus moves only from the body or from inside the result's own section or form: a child who has
 * gone on to something else meanwhile keeps their place.
 */
export function useResultFocus<T extends HTMLElement>(trigger: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (!trigger || !element) return;
    const active = document.activeElement;
    const scope = element.closest('form, section, article, li') ?? element.parentElement;
    if (!active || active === document.body || scope?.contains(active)) element.focus();
  }, [trigger]);
  return ref;
}
