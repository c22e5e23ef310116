import { useServiceWorkerUpdate } from '../lib/sw-update';

/** A new version was installed by the service worker: offer to switch to it. */
export function UpdateBanner() {
  const update = useServiceWorkerUpdate();
  if (!update.waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>Доступна новая версия школы.</span>
      <button type="button" className="button button--primary button--small" onClick={update.activate}>
        Обновить
      </button>
      <button type="button" className="button button--ghost button--small" onClick={update.dismiss}>
        Позже
      </button>
    </div>
  );
}
