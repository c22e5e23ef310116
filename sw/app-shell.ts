/** Navigations answered by the app shell, even offline; never the API (its errors stay JSON). */
export const NOT_APP_SHELL: RegExp[] = [/^\/api(\/|$)/];

export function isAppShellPath(pathname: string): boolean {
  return !NOT_APP_SHELL.some((pattern) => pattern.test(pathname));
}
