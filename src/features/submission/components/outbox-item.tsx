import { useMemo } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { OutboxRecord } from '../../../lib/worker/outbox-record';

interface OutboxItemProps {
  record: OutboxRecord;
  busy: boolean;
  onRetry(): void;
  onDelete(): void;
}

/** A photo that waits in the outbox: its thumbnail, why it waits, «Повторить» and «Удалить». */
export function OutboxItem({ record, busy, onRetry, onDelete }: OutboxItemProps) {
  const photo = useMemo(() => new Blob([record.bytes], { type: record.mime }), [record.bytes, record.mime]);
  const thumbnail = useObjectUrl(photo);

  const refused = record.state === 'rejected';
  return (
    <div className={`outbox-item${refused ? ' outbox-item--refused' : ''}`} data-state={record.state}>
      {thumbnail && <img className="outbox-item__thumb" src={thumbnail} alt="Фото в очереди" width="72" height="72" />}
      <div className="outbox-item__body">
        <p className="outbox-item__title">{refused ? 'Фото не принято сервером' : 'Фото ждёт отправки'}</p>
        {record.lastError && <p className="outbox-item__error">{record.lastError.message}</p>}
        <div className="outbox-item__actions">
          <button type="button" className="button button--secondary button--small" onClick={onRetry} disabled={busy}>
            Повторить
          </button>
          <button type="button" className="button button--ghost button--small" onClick={onDelete} disabled={busy}>
            Удалить
          </button>
        </div>
      </div>
    </div>
  );
}
