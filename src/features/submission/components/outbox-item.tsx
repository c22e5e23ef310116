import { useMemo } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { countOf, PHOTOS } from '../../../../domain/plural';
import { photosOf, type OutboxRecord } from '../../../lib/shared-with-sw/outbox-record';

interface OutboxItemProps {
  record: OutboxRecord;
  /** The photo is on its way right now (the bar below shows how far). */
  sending: boolean;
  onRetry(): void;
  onDelete(): void;
}

/**
 * A photo in the outbox: its thumbnail and either that it is being sent, or why it waits, with
 * «Повторить» and «Удалить».
 */
export function OutboxItem({ record, sending, onRetry, onDelete }: OutboxItemProps) {
  const photo = useMemo(() => new Blob([record.bytes], { type: record.mime }), [record.bytes, record.mime]);
  const thumbnail = useObjectUrl(photo);

  const refused = record.state === 'rejected';
  const count = photosOf(record).length;
  const title = sending ? 'Фото отправляется…' : refused ? 'Фото не принято сервером' : 'Фото ждёт отправки';
  return (
    <div className={`outbox-item${refused && !sending ? ' outbox-item--refused' : ''}`} data-state={sending ? 'sending' : record.state}>
      {thumbnail && <img className="outbox-item__thumb" src={thumbnail} alt="Фото в очереди" width="72" height="72" />}
      <div className="outbox-item__body">
        <p className="outbox-item__title">{title}</p>
        {count > 1 && <p className="outbox-item__count">Вместе: {countOf(count, PHOTOS)}</p>}
        {!sending && record.lastError && <p className="outbox-item__error">{record.lastError.message}</p>}
        {!sending && (
          <div className="outbox-item__actions">
            <button type="button" className="button button--secondary button--small" onClick={onRetry}>
              Повторить
            </button>
            <button type="button" className="button button--ghost button--small" onClick={onDelete}>
              Удалить
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
