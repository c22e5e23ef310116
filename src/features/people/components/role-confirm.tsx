import { useEffect, useRef } from 'react';
import type { Role } from '../../../../domain/constants';
import { ROLE_NAMES } from './role-names';

interface RoleConfirmProps {
  name: string;
  from: Role;
  to: Role;
  onConfirm(): void;
  onCancel(): void;
}

/** What each role may do, said before a misclick makes a pupil an admin. */
const WHAT_IT_GIVES: Record<Role, string> = {
  pupil: 'Ученик сдаёт проекты и видит только свои работы.',
  teacher: 'Учитель проверяет работы всех учеников и начисляет алмазы.',
  admin: 'Администратор видит сводку школы и меняет роли всех людей.',
  parent: 'Родитель видит только работы своих детей и ничего не меняет.',
};

/** Asks before a role changes: the choice in the list applies only after «Да, поменять». */
export function RoleConfirm({ name, from, to, onConfirm, onCancel }: RoleConfirmProps) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <div
      className="role-confirm"
      role="alertdialog"
      aria-labelledby="role-confirm-title"
      aria-describedby="role-confirm-text"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id="role-confirm-title" className="role-confirm__title">
        {name}: {ROLE_NAMES[from]} → {ROLE_NAMES[to]}?
      </p>
      <p id="role-confirm-text">{WHAT_IT_GIVES[to]} Вход на всех устройствах человека закончится, войти нужно будет снова.</p>
      <div className="role-confirm__actions">
        <button ref={yes} type="button" className="button button--primary button--small" onClick={onConfirm}>
          Да, поменять
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </div>
  );
}
