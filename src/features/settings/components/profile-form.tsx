import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { Loader } from '../../../components/loader/loader';
import { ACCOUNT_MESSAGES, isProfileLang, PROFILE_LANGS, profileProblems, type ProfileEdit, type ProfileField } from '../../../../domain/account';
import type { OwnProfile } from '../../../../domain/api';
import { SETTINGS_MESSAGE_MS } from '../../../../domain/constants';
import { PATHS } from '../../../../domain/paths';
import { checkPhotoFile } from '../../../../domain/photo-file';
import { ApiError } from '../../../lib/api-error';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { saveProfile } from '../api/settings-api';
import './settings.css';

const SHOWN: { field: ProfileField; label: string; autoComplete?: string }[] = [
  { field: 'firstName', label: 'Имя', autoComplete: 'given-name' },
  { field: 'city', label: 'Город', autoComplete: 'address-level2' },
  { field: 'country', label: 'Страна', autoComplete: 'country-name' },
  { field: 'status', label: 'Статус' },
];

const editOf = (profile: OwnProfile): ProfileEdit => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  city: profile.city,
  country: profile.country,
  status: profile.status,
  // A language saved before the list existed is sent as the default, so the form can still save.
  lang: isProfileLang(profile.lang) ? profile.lang : PROFILE_LANGS[0],
  basicCourse: profile.basicCourse,
});

type Notice = { kind: 'success' | 'error'; text: string };

/** «О себе»: photo with a preview, name, city, country, status. */
export function ProfileForm() {
  const profile = useOwnProfile();
  const [notice, show] = useTimedMessage(SETTINGS_MESSAGE_MS);
  const [kind, setKind] = useState<Notice['kind']>('success');
  if (!profile) return <Loader text="Загружаем профиль..." />;
  const notify = ({ kind: next, text }: Notice) => {
    setKind(next);
    show(text);
  };
  // After «Изменено» the form starts again from the profile as the server now has it.
  return <Form key={JSON.stringify(editOf(profile)) + profile.photo} profile={profile} notice={notice} kind={kind} notify={notify} />;
}

function Form({ profile, notice, kind, notify }: { profile: OwnProfile; notice: string; kind: Notice['kind']; notify(notice: Notice): void }) {
  const [values, setValues] = useState<ProfileEdit>(() => editOf(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string>();
  const [problems, setProblems] = useState<Partial<Record<ProfileField, string>>>({});
  const picker = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(photo);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const save = useMutation({ mutationFn: saveProfile });
  const saving = save.isPending;

  function pick(file: File | undefined) {
    const problem = file ? checkPhotoFile(file) : undefined;
    setPhotoProblem(problem);
    setPhoto(file && !problem ? file : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = profileProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0 || photoProblem) return;
    const form = new FormData();
    if (photo) form.append('photo', photo, photo.name);
    for (const [field, value] of Object.entries(values)) form.append(field, value.trim());
    try {
      const answer = await save.mutateAsync(form);
      // Only «Изменено» is a save; the contract's file-name answer has its own message.
      if (answer.message === ACCOUNT_MESSAGES.fileExists) {
        notify({ kind: 'error', text: ACCOUNT_MESSAGES.renameImage });
        return;
      }
      if (answer.message !== ACCOUNT_MESSAGES.changed) {
        notify({ kind: 'error', text: ACCOUNT_MESSAGES.saveFailed });
        return;
      }
      notify({ kind: 'success', text: ACCOUNT_MESSAGES.saved });
      // The form, the header and the comments' avatars show the saved profile.
      await invalidate(changedBy.profileSave);
      // With a new photo the page goes back one step (to the profile when there is none).
      if (photo) {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate(PATHS.profile);
      }
    } catch (error) {
      // Any failure says «Ошибка изменения профиля», word for word.
      const fileExists = error instanceof ApiError && error.code === 'FILE_EXISTS';
      notify({ kind: 'error', text: fileExists ? ACCOUNT_MESSAGES.renameImage : ACCOUNT_MESSAGES.saveFailed });
    }
  }

  return (
    <form className="card settings-form" onSubmit={submit} noValidate aria-labelledby="about-title">
      <h2 id="about-title">О себе</h2>
      <div className="settings-form__photo">
        <img src={preview ?? avatarUrl(profile.photo || undefined)} alt="Фото профиля" width={96} height={96} className="settings-form__avatar" onError={preview ? undefined : showDefaultAvatar} />
        <div>
          <button type="button" className="button button--secondary" onClick={() => picker.current?.click()}>
            {photo ? 'Выбрать другое фото' : 'Выбрать фото'}
          </button>
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="visually-hidden"
            aria-label="Фото профиля"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {photo && <p className="settings-form__file">{photo.name}</p>}
          {photoProblem && <p className="field__error">{photoProblem}</p>}
        </div>
      </div>
      {SHOWN.map(({ field, label, autoComplete }) => (
        <Field
          key={field}
          label={label}
          autoComplete={autoComplete}
          value={values[field]}
          error={problems[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <Banner kind={kind} message={notice} />
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Сохраняем...' : 'Сохранить изменения'}
      </button>
    </form>
  );
}
