import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_SHELL } from './app-shell';

/** Every page navigation is the app shell, even offline; the API and the docs never are. */
export function installNavigation() {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: NOT_APP_SHELL,
    }),
  );
}
