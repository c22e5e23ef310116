import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../domain/paths';
import { STATUS_REFRESH_AFTER_SUBMIT_MS, SUBMISSION_MSG, type ProjectStatusReply } from '../../../../domain/submission';
import { useIsMobile } from '../../../lib/is-mobile';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useResultFocus } from '../../../lib/use-result-focus';
import { useProjectStatus } from '../hooks/use-project-status';
import { readinessNow, useReadiness } from '../hooks/use-readiness';
import { useOutbox } from '../hooks/use-outbox';
import { useUpload } from '../hooks/use-upload';
import { flushOutbox, removeFromOutbox } from '../model/outbox';
import { judgePhoto, type PhotoVerdict } from '../model/photo-quality';
import { checkChosenPhoto } from '../../../lib/prepare-photos';
import { samplePixels } from '../model/sample-pixels';
import { OutboxItem } from './outbox-item';
import { PhotoCheck } from './photo-check';
import { chosenPhotos, PhotoSlots } from './photo-slots';
import { StatusBlock } from './status-block';
import { UploadProgress } from './upload-progress';
import { isStaff } from '../../../../domain/constants';
import { Loader } from '../../../components/loader/loader';
import { ConsentNotice, consentWaits, useMyConsent } from '../../../components/consent-notice/consent-notice';
import { useOwnRole } from '../hooks/use-own-role';
import { useSession } from '../../../stores/session';
import './submission.css';

interface SubmissionPanelProps {
  projectId: number;
  /** Diamonds and rating the project earns. */
  reward: number;
}

/**
 * The project page's status block and upload section. Mount it with
 * `key={projectId}`: another project starts from a clean panel (file, messages, progress, status).
 */
export function SubmissionPanel({ projectId, reward }: SubmissionPanelProps) {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const role = useOwnRole();
  if (!signedIn) {
    return (
      <PanelFrame projectId={projectId}>
        <p>
          Требуется авторизация. <Link to={PATHS.login}>Войти</Link>
        </p>
      </PanelFrame>
    );
  }
  // Staff have no project status of their own: it is not even asked for (the server answers 404).
  if (role === 'unknown') {
    return (
      <PanelFrame projectId={projectId}>
        <Loader size="small" text="Загрузка..." />
      </PanelFrame>
    );
  }
  if (isStaff(role)) {
    return (
      <PanelFrame projectId={projectId}>
        <p>
          Здесь ученик отправляет фото своей работы. Присланные фото ждут тебя в разделе{' '}
          <Link to={PATHS.review}>«Проверка работ»</Link>.
        </p>
      </PanelFrame>
    );
  }
  return <PupilPanel projectId={projectId} reward={reward} />;
}

function PanelFrame({ projectId, children }: { projectId: number; children: ReactNode }) {
  return (
    <section id="project-status" className="submission" data-project-id={projectId} aria-labelledby="project-status-title">
      <h2 id="project-status-title">Сдать проект</h2>
      {children}
    </section>
  );
}

function PupilPanel({ projectId, reward }: SubmissionPanelProps) {
  const mobile = useIsMobile();
  const { status, offline, retry: retryStatus, refresh, show } = useProjectStatus(projectId);
  const { readiness, retry } = useReadiness();
  const waiting = useOutbox(projectId);
  const consent = useMyConsent();
  /** «Спереди», «Сзади», «Крупно»: the first is needed, the others are the pupil's choice. */
  const [files, setFiles] = useState<(File | null)[]>([null, null, null]);
  const file = files[0] ?? null;
  /** A photo too dark or blurred, and which slot it is in. */
  const [verdict, setVerdict] = useState<PhotoVerdict & { slot: number }>();
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const upload = useUpload(projectId, {
    onSent(reply: ProjectStatusReply | null) {
      if (reply) show(reply);
      // The status is fetched again 3 s after a successful submit (the projects page's too).
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(refresh, STATUS_REFRESH_AFTER_SUBMIT_MS);
    },
    onQueued: () => {
      setFiles([null, null, null]);
      setVerdict(undefined);
    },
  });
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const checked = verdict ? files[verdict.slot] : null;
  const preview = useObjectUrl(checked);

  function pick(chosen: File | null, slot = 0) {
    // The wrong type, or a size not even compression brings under 10 MB, is said as soon as the
    // photo is chosen; a good one clears it.
    const problem = chosen ? checkChosenPhoto(chosen) : undefined;
    if (problem) {
      upload.fail(problem);
      chosen = null;
    } else if (chosen) {
      upload.dismissError();
    }
    setFiles((current) => {
      const next = [...current];
      next[slot] = chosen;
      // A removed extra photo: the ones after it move up, so no gap is left.
      return chosen || slot === 0 ? next : [...next.slice(0, slot), ...next.slice(slot + 1), null];
    });
    setVerdict(undefined);
  }

  async function submit() {
    const problem = checkChosenPhoto(file);
    if (problem || !file) return upload.fail(problem ?? SUBMISSION_MSG.noFile);
    // Not ready at submit → check again; still not → say why.
    const now = readiness.state === 'ready' ? readiness : readinessNow(useSession.getState().token);
    if (now.state !== 'ready') {
      retry();
      return upload.fail(SUBMISSION_MSG.notReady(now.state === 'error' ? now.reason : SUBMISSION_MSG.tokenMissing));
    }
    const photos = chosenPhotos(files);
    for (const [slot, photo] of photos.entries()) {
      let judged: PhotoVerdict;
      try {
        judged = judgePhoto(await samplePixels(photo));
      } catch {
        return upload.fail(SUBMISSION_MSG.badImage);
      }
      if (judged.dark || judged.blurry) return setVerdict({ ...judged, slot });
    }
    await upload.send(photos);
  }

  const statusAllowsUpload = status.kind === 'not_submitted' || status.kind === 'returned' || (status.kind === 'unknown' && offline);
  // While a parent's consent waits the server refuses photos: the notice says so instead of a form.
  const showUpload = statusAllowsUpload && readiness.state === 'ready' && waiting.length === 0 && !consentWaits(consent);
  const message = upload.state.phase === 'success' || upload.state.phase === 'error' || upload.state.phase === 'queued' ? upload.state : undefined;
  // Under the button, a refusal may fall below a phone's screen: brought into view when it comes;
  // every result (sent, kept for later, refused) takes the focus from the button that went away.
  const messageRef = useResultFocus<HTMLParagraphElement>(message);
  const refusal = message?.phase === 'error' ? message.message : undefined;
  useEffect(() => {
    if (refusal) messageRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [refusal, messageRef]);

  return (
    <PanelFrame projectId={projectId}>
      <StatusBlock status={status} reward={reward} onRetry={retryStatus} />
      <ConsentNotice topic="photos" />

      {readiness.state === 'error' && (
        <div className="submission__readiness" role="alert">
          <p>{SUBMISSION_MSG.notReady(readiness.reason)}</p>
          <button type="button" className="button button--secondary button--small" onClick={retry}>
            Повторить
          </button>
        </div>
      )}

      {waiting.map((record) => (
        <OutboxItem
          key={record.id}
          record={record}
          sending={upload.busy}
          onRetry={() => void flushOutbox(record.id)}
          onDelete={() => void removeFromOutbox(record.id)}
        />
      ))}

      {showUpload && !verdict && (
        <div className="upload">
          <PhotoSlots files={files} mobile={mobile} disabled={upload.busy} onPick={(slot, chosen) => pick(chosen, slot)} />
          <button
            type="button"
            className="button button--primary"
            onClick={() => void submit()}
            disabled={readiness.state !== 'ready' || !file || upload.busy}
          >
            Отправить преподавателю
          </button>
        </div>
      )}

      {verdict && preview && checked && (
        <PhotoCheck
          verdict={verdict}
          preview={preview}
          onRetake={() => pick(null, verdict.slot)}
          onSendAnyway={() => {
            setVerdict(undefined);
            void upload.send(chosenPhotos(files));
          }}
        />
      )}

      <UploadProgress state={upload.state} />
      <p
        ref={messageRef}
        tabIndex={-1}
        className={`result-slot${message ? ` submission__message submission__message--${message.phase}` : ''}`}
        role={message?.phase === 'error' ? 'alert' : 'status'}
      >
        {message?.message}
      </p>
    </PanelFrame>
  );
}
