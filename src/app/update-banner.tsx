import { useRegisterSW } from 'virtual:pwa-register/react';

/** A new version was installed by the service worker: offer to switch to it (registerType 'prompt'). */
export function UpdateBanner() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <div className="update-banner" role="status">
      <span>Вышла новая версия школы.</span>
      <button type="button" className="button button--primary button--small" onClick={() => void updateServiceWorker(true)}>
        Обновить
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => setNeedRefresh(false)}>
        Позже
      </button>
    </div>
  );
}
