import { useEffect, useState } from 'react';

const SEEN_KEY = 'install-hint-seen';

/**
 * Safari on an iPhone or iPad, not opened from the home screen. There the browser never offers
 * to install (no `beforeinstallprompt`): only the pupil can, through «Поделиться». iPadOS calls
 * itself a Mac, and only its touch screen tells it apart.
 */
export function needsInstallHowTo(nav: Navigator = navigator, view: Pick<Window, 'matchMedia'> = window): boolean {
  const apple = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  if (!apple) return false;
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true || view.matchMedia?.('(display-mode: standalone)').matches === true;
  return !standalone;
}

function seen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    // Storage refused (private browsing): better no how-to than one at every page.
    return true;
  }
}

function markSeen() {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // As above: nothing to remember it in.
  }
}

/**
 * How to put the school on an iPhone's home screen, where the browser cannot install it itself:
 * on iOS only the installed app keeps its storage for long (the lessons and waiting photos).
 * Shown once (docs/decisions/0259-the-iphone-install-how-to-is-shown-once.md).
 */
export function InstallHint() {
  const [shown, setShown] = useState(() => needsInstallHowTo() && !seen());
  useEffect(() => {
    if (shown) markSeen();
  }, [shown]);
  if (!shown) return null;
  return (
    <aside className="install-hint card" aria-labelledby="install-hint-title">
      <h2 id="install-hint-title" className="install-hint__title">
        Поставь школу на экран «Домой»
      </h2>
      <p>
        Нажми <strong>«Поделиться»</strong> внизу Safari, затем <strong>«На экран „Домой“»</strong>. Так школа откроется как приложение, а сохранённые уроки и фото не пропадут с телефона.
      </p>
      <button type="button" className="button button--secondary button--small" onClick={() => setShown(false)}>
        Понятно
      </button>
    </aside>
  );
}
