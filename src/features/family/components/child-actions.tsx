import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { FAMILY_MSG, type ChildView } from '../../../../domain/family';
import { PATHS } from '../../../../domain/paths';
import { toApiError } from '../../../lib/api-client';
import { changedBy, useInvalidate } from '../../../lib/query';
import { deleteChild, downloadChildData, setDigest, withdrawConsent } from '../api/family-api';
import { saveFile } from '../../../lib/save-file';

/** The parent's actions on one child: the data copy, the weekly letter, withdrawing consent, deleting the account. */
export function ChildActions({ child }: { child: ChildView }) {
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  async function run(name: string, action: () => Promise<string | void>) {
    setBusy(name);
    setError('');
    setDone('');
    try {
      const said = await action();
      if (said) setDone(said);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(undefined);
    }
  }

  const download = () => run('export', async () => saveFile(await downloadChildData(child.id), `данные-${child.firstName}.zip`));
  const toggleDigest = (enabled: boolean) =>
    run('digest', async () => {
      await setDigest(enabled);
      await invalidate(changedBy.consent);
      return enabled ? 'Будем присылать письмо раз в неделю' : FAMILY_MSG.unsubscribed;
    });
  const withdraw = () =>
    run('withdraw', async () => {
      await withdrawConsent(child.id);
      setConfirmWithdraw(false);
      await invalidate(changedBy.consent);
      return FAMILY_MSG.withdrawn;
    });
  const sharing = child.consent === 'given';

  return (
    <section className="family-actions card" aria-labelledby="family-actions-title">
      <h2 id="family-actions-title">Данные и письма</h2>
      <label className="family-actions__toggle">
        <input type="checkbox" checked={child.digest} disabled={busy !== undefined} onChange={(e) => toggleDigest(e.target.checked)} />
        Присылать раз в неделю письмо: что построено, что принял учитель и что дальше
      </label>
      <div className="family-actions__row">
        <button type="button" className="button button--secondary" onClick={download} disabled={busy !== undefined}>
          {busy === 'export' ? 'Готовим...' : 'Скачать копию данных'}
        </button>
        {sharing && !confirmWithdraw && (
          <button type="button" className="button button--secondary" onClick={() => setConfirmWithdraw(true)} disabled={busy !== undefined}>
            Отозвать согласие
          </button>
        )}
      </div>
      <p className="family-actions__note">Копия — архив zip: откройте в нём «прочитайте-меня.html», там профиль, работы с фото и слова учителя.</p>
      {confirmWithdraw && (
        <div className="family-actions__confirm" role="group" aria-label="Отозвать согласие?">
          <p>
            Отозвать согласие? {child.firstName} сможет читать инструкции и собирать, но не будет отправлять фото, писать комментарии и
            пропадёт из рейтинга. Работы и алмазы сохранятся.
          </p>
          <div className="family-actions__row">
            <button type="button" className="button button--primary" onClick={withdraw} disabled={busy !== undefined}>
              {busy === 'withdraw' ? 'Отзываем...' : 'Да, отозвать'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmWithdraw(false)} disabled={busy !== undefined}>
              Отмена
            </button>
          </div>
        </div>
      )}
      {done && (
        <p className="banner banner--success" role="status">
          {done}
        </p>
      )}
      <Banner kind="error" message={error} />
      <DeleteChild child={child} />
    </section>
  );
}

/** Deleting the child's account: a strong confirmation, the child's name typed, as «Удалить аккаунт» asks the password. */
function DeleteChild({ child }: { child: ChildView }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const invalidate = useInvalidate();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== child.firstName.trim().toLowerCase()) {
      setError(`Напишите имя «${child.firstName}», чтобы подтвердить`);
      return;
    }
    setDeleting(true);
    setError('');
    try {
      await deleteChild(child.id);
      await invalidate(changedBy.consent);
      navigate(PATHS.family, { replace: true, state: { deleted: child.firstName } });
    } catch (failure) {
      setError(toApiError(failure).message);
      setDeleting(false);
    }
  }

  return (
    <div className="family-actions__danger">
      <h3>Удалить аккаунт ребёнка</h3>
      <p className="family-actions__note">
        Удалятся профиль, фото, работы, алмазы и рейтинг. Вернуть аккаунт будет нельзя. Сначала можно скачать копию данных.
      </p>
      {open ? (
        <form className="family-actions__form" onSubmit={submit} noValidate>
          <Field label={`Имя ребёнка (${child.firstName})`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          <Banner kind="error" message={error} />
          <div className="family-actions__row">
            <button type="submit" className="button family-actions__delete" disabled={deleting}>
              {deleting ? 'Удаляем...' : 'Удалить навсегда'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)} disabled={deleting}>
              Отмена
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Удалить аккаунт ребёнка
        </button>
      )}
    </div>
  );
}
