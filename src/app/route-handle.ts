import { useMatches, type Params } from 'react-router-dom';

export const SITE_NAME = 'Школа робототехники';

/** What a route declares about itself beside its path: the Russian page title (header and tab). */
export interface RouteHandle {
  title: string | ((params: Params) => string);
}

export const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i]!;
    if (isHandle(match.handle)) {
      const { title } = match.handle;
      return typeof title === 'function' ? title(match.params) : title;
    }
  }
  return SITE_NAME;
}
