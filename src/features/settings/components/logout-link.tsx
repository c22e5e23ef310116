import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_LOCK_MS } from '../../../../domain/constants';
import { PATHS } from '../../../../domain/paths';
import { useSession } from '../../../stores/session';

/** «Выйти из аккаунта»: this device only, then to / like the header's logout; disabled for 1 s after use. */
export function LogoutLink() {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button settings__logout"
      disabled={locked}
      onClick={() => {
        setLocked(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setLocked(false), LOGOUT_LOCK_MS);
        useSession.getState().logout();
        navigate(PATHS.root, { replace: true });
      }}
    >
      Выйти из аккаунта
    </button>
  );
}
