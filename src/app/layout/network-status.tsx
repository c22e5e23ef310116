import { useEffect, useState, useSyncExternalStore } from 'react';
import { useOfflineCopy } from '../../lib/offline-copy';

function subscribe(change: () => void) {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the service worker has installed, that is, finished saving the lessons for offline use. */
export function useLessonsSaved(): boolean {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let live = true;
    navigator.serviceWorker?.ready.then(
      () => live && setSaved(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return saved;
}

// Made when first needed: building a formatter costs a cheap phone a noticeable moment at start.
let savedTime: Intl.DateTimeFormat | undefined;
const formatSavedTime = (ms: number) =>
  (savedTime ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })).format(ms);

/**
 * At the workbench with no network, the pupil is told so, and what still works; figures
 * and comments the worker answered from its saved copies are said to be possibly old.
 */
export function NetworkStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const saved = useLessonsSaved();
  const copySavedAt = useOfflineCopy();
  if (online && copySavedAt === null) return null;
  return (
    <p className="network-status" role="status">
      {!online && (
        <>
          <strong>Нет сети.</strong>{' '}
          {saved
            ? 'Уроки, схемы и шпора сохранены — читай и собирай дальше. Фото отправятся, когда сеть вернётся.'
            : 'Открываются только страницы, которые уже загружались.'}{' '}
        </>
      )}
      {copySavedAt !== null &&
        `Алмазы, рейтинг и комментарии — как были ${formatSavedTime(copySavedAt)}: с тех пор они могли измениться.`}
    </p>
  );
}

/** «Уроки доступны офлайн» once the worker has saved them (the footer says it quietly). */
export function OfflineReady() {
  const saved = useLessonsSaved();
  return saved ? <span className="offline-ready">✓ Уроки доступны офлайн</span> : null;
}
