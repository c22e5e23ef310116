import { describe, expect, it } from 'vitest';
import { projectPath, returnPath, schemePath } from './paths';

describe('returnPath', () => {
  it.each([
    ['/main/project_electonic/7', '/main/project_electonic/7'],
    ['/main/project_electonic/7?x=1#step-3', '/main/project_electonic/7?x=1#step-3'],
    ['/profile/12', '/profile/12'],
  ])('goes back to our own page %s', (from, to) => {
    expect(returnPath(from)).toBe(to);
  });

  it.each([undefined, null, 42, '', 'main', '//evil.example/x', '/\\evil.example', 'https://evil.example', '/login', '/login?x', '/', '/main\n/x'])(
    'goes to /main instead of %j',
    (from) => {
      expect(returnPath(from)).toBe('/main');
    },
  );
});

it('spells the project and scheme paths as the contract does', () => {
  expect(projectPath(7)).toBe('/main/project_electonic/7');
  expect(schemePath(2)).toBe('/main/project_electrick_schem/2');
});
