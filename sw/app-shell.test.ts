// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppShellPath } from './app-shell';

describe('which navigations get the app shell', () => {
  it('answers every page of the app with the shell, offline too', () => {
    for (const path of ['/', '/login', '/main', '/main/project_electonic/12', '/main/spora', '/profile/3', '/password', '/apiary']) {
      expect(isAppShellPath(path), path).toBe(true);
    }
  });

  it('never answers the API or its documents with the shell', () => {
    for (const path of ['/api', '/api/', '/api/health', '/api/docs', '/api/v1/users/profile']) {
      expect(isAppShellPath(path), path).toBe(false);
    }
  });
});
