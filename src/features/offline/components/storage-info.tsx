import { useEffect, useState } from 'react';
import './storage-info.css';

interface StorageFacts {
  usedBytes: number;
  persisted: boolean;
}

async function readStorage(): Promise<StorageFacts | null> {
  const storage = navigator.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]);
  return { usedBytes: estimate.usage ?? 0, persisted };
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toLocaleString('ru-RU', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Settings: how much the school keeps on this device for the workbench, and whether it stays. */
export function StorageInfo() {
  const [facts, setFacts] = useState<StorageFacts | null>(null);
  useEffect(() => {
    let live = true;
    readStorage().then(
      (read) => live && setFacts(read),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!facts) return null;
  return (
    <section className="card storage-info" aria-labelledby="storage-info-title">
      <h2 id="storage-info-title">Офлайн на этом устройстве</h2>
      <p>
        Уроки, схемы, шпора и фото, которые ждут отправки, занимают <strong>{megabytes(facts.usedBytes)} МБ</strong>.
      </p>
      <p className="storage-info__note">
        {facts.persisted
          ? 'Хранилище постоянное: браузер не удалит его сам.'
          : 'Если на устройстве кончится место, браузер может удалить сохранённые уроки — тогда они загрузятся снова при следующем заходе с интернетом.'}
      </p>
    </section>
  );
}
