import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

export function installPrecache(entries: (string | PrecacheEntry)[]) {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
