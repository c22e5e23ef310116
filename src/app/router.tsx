import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useSession } from '../stores/session';
import { titled } from './route-handle';
import { Root, RootError, RootLoading } from './root';

// The browser's table of pages starts with the open ones (login, password, the parent's consent)
// and takes in every other page (other-pages.tsx) on the first visit to any other address: the
// login page's first task neither downloads nor ranks and compiles the patterns of 60 pages it
// never shows (docs/decisions/0299-the-login-page-knows-only-the-open-pages.md).

/** The pages a visit without a session can open, and where any other address goes without one. */
const openPages: RouteObject[] = [
  { path: PATHS.login, handle: titled('Вход'), lazy: () => import('./routes/login') },
  { path: PATHS.password, handle: titled('Смена пароля'), lazy: () => import('./routes/password') },
  // The consent letter's link: the parent has no account yet, so no sign-in.
  { path: PATHS.familyConsent, handle: titled('Согласие родителя'), lazy: () => import('./routes/family-consent') },
  { path: '*', element: <Navigate to={PATHS.login} replace /> },
];

const ROOT_ID = 'root';
const root = (children: RouteObject[]): RouteObject => ({
  id: ROOT_ID,
  element: <Root />,
  errorElement: <RootError />,
  hydrateFallbackElement: <RootLoading />,
  children,
});

/** The other pages' table, fetched once; a failed fetch (offline, a new version's files) is tried again later. */
let otherPagesTable: Promise<RouteObject[]> | undefined;
function loadOtherPages(): Promise<RouteObject[]> {
  otherPagesTable ??= import('./other-pages').then(
    (module) => module.otherPages,
    (error: unknown) => {
      otherPagesTable = undefined;
      throw error;
    },
  );
  return otherPagesTable;
}

/** The open pages, and the hook that adds the others (once per router) when an address needs them. */
export function discoveringRoutes(): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let added = false;
  return {
    routes: [root(openPages)],
    async patchRoutesOnNavigation({ patch, signal }) {
      if (added) return;
      const otherPages = await loadOtherPages();
      if (added || signal.aborted) return;
      patch(ROOT_ID, otherPages);
      added = true;
    },
  };
}

export function createRouter() {
  const { routes, patchRoutesOnNavigation } = discoveringRoutes();
  // A session (at start, or a login while the page says «Вход выполнен») fetches the table before
  // it is asked for, beside the first page's own code.
  const prefetch = (status: string) => {
    if (status === 'signedIn') void loadOtherPages().catch(() => undefined);
  };
  prefetch(useSession.getState().status);
  useSession.subscribe((state) => prefetch(state.status));
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
