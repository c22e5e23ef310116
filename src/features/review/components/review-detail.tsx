import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Loader } from '../../../components/loader/loader';
import { useSubmissionPhoto } from '../../../components/marked-photo/use-submission-photo';
import { MARK_COLOR_NAMES, markWords, marksProblem, PHOTO_SLOT_NAMES, type Mark, type MarkColor, type MarkType } from '../../../../domain/review-conversation';
import { levelName } from '../../../../domain/constants';
import { countOf, DIAMONDS, MARKS, RATING_POINTS } from '../../../../domain/plural';
import { fullName, REVIEW_COMMENT_MAX, type QueueItem } from '../../../../domain/review';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { formatDateTime } from '../../../../domain/dates';
import { placeWords } from '../model/drawing-model';
import { DrawTools, type PhotoMode } from './draw-tools';
import { PhotoStrip } from './photo-strip';
import { PhotoZoom } from './photo-zoom';
import { PreviousWork } from './previous-work';

interface ReviewDetailProps {
  item: QueueItem;
  busy: boolean;
  commentRef: RefObject<HTMLTextAreaElement | null>;
  /** The teacher's marks so far: they go with the decision (the queue's keys decide too). */
  marks: readonly Mark[];
  onMarks(marks: Mark[]): void;
  /** The teacher's comment bank: their most used words, one tap puts one into the comment. */
  bank?: readonly string[];
  onApprove(): void;
  onReturn(comment: string): void;
  onClose(): void;
}

/**
 * The opened work: its photos full size and zoomable, with the teacher's marks drawn on them; the
 * previous attempt beside it when the work came back; the pupil, and the two decisions.
 */
export function ReviewDetail({ item, busy, commentRef, marks, onMarks, bank = [], onApprove, onReturn, onClose }: ReviewDetailProps) {
  const photos = item.photos.length > 0 ? item.photos : [{ index: 0, width: item.width, height: item.height }];
  const [current, setCurrent] = useState(0);
  const shown = photos.find((p) => p.index === current) ?? photos[0]!;
  const photo = useSubmissionPhoto(item.id, shown.index, 'full');
  const [comment, setComment] = useState('');
  const [mode, setMode] = useState<PhotoMode>('move');
  const [tool, setTool] = useState<MarkType>('circle');
  const [color, setColor] = useState<MarkColor>('#e53935');
  const [labelText, setLabelText] = useState('');
  const [drawHint, setDrawHint] = useState('');
  /** What the marking just did, for a screen reader (a polite live region). */
  const [said, say] = useState('');
  const trimmed = comment.trim();
  const tooLong = comment.length > REVIEW_COMMENT_MAX;
  const marksBroken = marksProblem(marks, photos);
  // A work opens at its top, its pupil's name in sight: the next one after a decision too, where
  // the page was scrolled down to the comment (scroll-margin-top keeps it below the header).
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = article.current;
    if (!element) return;
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (element.getBoundingClientRect().top < margin) element.scrollIntoView?.({ block: 'start' });
  }, []);

  function markSaid(mark: Mark): string {
    const photo = photos.find((p) => p.index === mark.photo);
    const slot = photos.length > 1 ? `, ${(PHOTO_SLOT_NAMES[mark.photo] ?? '').toLowerCase()}` : '';
    const place = photo && mark.points[0] ? `, ${placeWords(mark.points[0], photo)}` : '';
    return `${markWords(mark)}, ${MARK_COLOR_NAMES[mark.color].toLowerCase()}${slot}${place}`;
  }

  function changeMarks(next: Mark[], words: string) {
    onMarks(next);
    say(`${words}. На работе ${countOf(next.length, MARKS)}`);
  }

  function addMark(mark: Mark) {
    const next = [...marks, mark];
    const problem = marksProblem(next, photos);
    if (problem) return setDrawHint(problem);
    setDrawHint('');
    changeMarks(next, `Пометка поставлена: ${markSaid(mark)}`);
    if (mark.type === 'label') setLabelText('');
  }

  const focusPhoto = useCallback(() => article.current?.querySelector<HTMLElement>('.photo-zoom__view')?.focus(), []);

  return (
    <article ref={article} className="review-detail" aria-label={`Работа: ${fullName(item.pupil)}, проект №${item.projectId}`}>
      <header className="review-detail__head">
        <img className="avatar" src={avatarUrl(item.pupil.photo)} alt="" width="48" height="48" onError={showDefaultAvatar} />
        <div>
          <h2>
            {fullName(item.pupil)} · №{item.projectId} {item.projectTitle}
          </h2>
          <p>
            Уровень {item.pupil.level} — {levelName(item.pupil.level)} · отправлено {formatDateTime(item.submittedAt)}
          </p>
        </div>
        <button type="button" className="button button--ghost button--small review-detail__close" onClick={onClose}>
          К списку
        </button>
      </header>

      <div className={`review-detail__compare${item.previousId !== null ? ' review-detail__compare--two' : ''}`}>
        <div className="review-detail__new">
          {item.previousId !== null && <h3 className="review-detail__which">Новая попытка</h3>}
          <PhotoStrip submissionId={item.id} photos={photos} current={shown.index} marks={marks} onPick={setCurrent} />
          {photo.url ? (
            <PhotoZoom
              key={shown.index}
              src={photo.url}
              alt={`Фото проекта «${item.projectTitle}»: ${(PHOTO_SLOT_NAMES[shown.index] ?? '').toLowerCase()}`}
              photo={shown}
              marks={marks}
              draw={
                mode === 'draw'
                  ? { type: tool, color, text: labelText, onMark: addMark, onNeedText: () => setDrawHint('Сначала напиши текст подписи'), onSay: say }
                  : undefined
              }
            />
          ) : photo.failed ? (
            <p role="alert">Фото не загрузилось. Обнови страницу.</p>
          ) : (
            <Loader size="small" text="Загружаем фото..." />
          )}
          <DrawTools
            mode={mode}
            tool={tool}
            color={color}
            text={labelText}
            marks={marks}
            said={markSaid}
            onMode={setMode}
            onTool={setTool}
            onColor={setColor}
            onText={setLabelText}
            onUndo={() => {
              changeMarks(marks.slice(0, -1), `Пометка убрана: ${markSaid(marks.at(-1)!)}`);
              // The button is disabled with no marks left: the focus would fall to the page.
              if (marks.length === 1) focusPhoto();
            }}
            onClear={() => {
              changeMarks([], 'Все пометки стёрты');
              focusPhoto();
            }}
            onRemove={(index) => changeMarks(marks.filter((_, i) => i !== index), `Пометка убрана: ${markSaid(marks[index]!)}`)}
            onEmptied={focusPhoto}
          />
          <p className="visually-hidden" role="status">
            {said}
          </p>
          {(drawHint || marksBroken) && (
            <p className="review-detail__counter--over" role="alert">
              {drawHint || marksBroken}
            </p>
          )}
        </div>
        {item.previousId !== null && <PreviousWork submissionId={item.previousId} />}
      </div>

      <div className="review-detail__actions">
        <button type="button" className="button button--primary review-detail__approve" onClick={(event) => {
            // A double click's second click (detail 2) would land on the next work's «Принять» once
            // this one is decided: only a single click decides (the keyboard's has detail 0).
            if (event.detail <= 1) onApprove();
          }}
          disabled={busy || Boolean(marksBroken)}>
          Принять: +{countOf(item.reward, DIAMONDS)} и +{countOf(item.reward, RATING_POINTS)}
        </button>
        <form
          className="review-detail__return"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed && !tooLong && !marksBroken) onReturn(trimmed);
          }}
        >
          <label htmlFor={`return-${item.id}`}>Что исправить (ученик увидит это на странице проекта)</label>
          <textarea
            id={`return-${item.id}`}
            ref={commentRef}
            value={comment}
            rows={3}
            placeholder="Например: перепаяй минус светодиода, пайка не блестит"
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
            }}
          />
          {bank.length > 0 && (
            <div className="comment-bank" role="group" aria-label="Частые комментарии">
              {bank.map((words) => (
                <button
                  key={words}
                  type="button"
                  className="comment-bank__chip"
                  title={words}
                  onClick={() => {
                    setComment((current) => insertWords(current, words));
                    commentRef.current?.focus();
                  }}
                >
                  <span>{words}</span>
                </button>
              ))}
            </div>
          )}
          <span className={`review-detail__counter${tooLong ? ' review-detail__counter--over' : ''}`}>
            {comment.length}/{REVIEW_COMMENT_MAX}
          </span>
          <button type="submit" className="button button--secondary" disabled={busy || !trimmed || tooLong || Boolean(marksBroken)}>
            Вернуть на доработку
          </button>
        </form>
      </div>
    </article>
  );
}

/** A bank comment goes after what is typed, on its own line when the text ends a sentence. */
export function insertWords(current: string, words: string): string {
  const typed = current.trimEnd();
  if (!typed) return words;
  if (typed.includes(words)) return current;
  return /[.!?]$/.test(typed) ? `${typed}\n${words}` : `${typed}. ${words}`;
}
