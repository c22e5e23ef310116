import type { AuditEntry } from '../../../../domain/classes';
import { ROLE_NAMES } from '../../../../domain/constants';
import { countOf, PUPILS } from '../../../../domain/plural';

// One line of the trail in words an admin reads at a glance: who did what to whom.

const name = (person: AuditEntry['actor']) => person?.name || 'удалённый пользователь';

function project(details: AuditEntry['details']): string {
  return typeof details.projectId === 'number' ? ` (проект №${details.projectId})` : '';
}

function role(value: unknown): string {
  return typeof value === 'string' && value in ROLE_NAMES ? ROLE_NAMES[value as keyof typeof ROLE_NAMES] : String(value);
}

function task(details: AuditEntry['details']): string {
  return typeof details.taskId === 'number' ? ` (задача №${details.taskId})` : '';
}

function comment(details: AuditEntry['details']): string {
  return typeof details.commentId === 'number' ? ` №${details.commentId}` : '';
}

function pupils(details: AuditEntry['details']): string {
  const count = typeof details.pupils === 'number' ? details.pupils : 0;
  return countOf(count, PUPILS);
}

function className(details: AuditEntry['details']): string {
  return typeof details.name === 'string' ? ` «${details.name}»` : '';
}

/** «Анна Петрова приняла работу: Маша Иванова (проект №3)» — without the actor, who is shown apart. */
export function auditSentence({ action, subject, details }: AuditEntry): string {
  const whom = name(subject);
  switch (action) {
    case 'approve':
      return `принял(а) работу: ${whom}${project(details)}`;
    case 'return':
      return `вернул(а) на доработку: ${whom}${project(details)}`;
    case 'undo':
      return `отменил(а) решение: ${whom}${project(details)}`;
    case 'link':
      return `привязал(а) к журналу: ${whom}`;
    case 'unlink':
      return `отвязал(а) от журнала: ${whom}`;
    case 'join':
      return `вступил(а) в класс${className(details)}`;
    case 'move':
      return `перевёл(а) в другой класс: ${whom}`;
    case 'remove_from_class':
      return `убрал(а) из класса: ${whom}`;
    case 'role':
      return `сменил(а) роль: ${whom}, ${role(details.from)} → ${role(details.to)}`;
    case 'class_create':
      return `создал(а) класс${className(details)}`;
    case 'class_update':
      return `изменил(а) класс${className(details)}`;
    case 'class_code':
      return 'выдал(а) классу новый код';
    case 'consent_paper':
      return `записал(а) бумажное согласие родителя: ${whom}`;
    case 'consent_given':
      return `дал(а) согласие по письму: ${whom}`;
    case 'consent_withdrawn':
      return `отозвал(а) согласие: ${whom}`;
    case 'family_unlink':
      return `убрал(а) связь родителя и ребёнка: ${whom}`;
    case 'soldering_permit':
      return `выдал(а) допуск к пайке: ${whom}`;
    case 'soldering_permit_withdrawn':
      return `снял(а) допуск к пайке: ${whom}`;
    case 'attendance':
      return `отметил(а) занятие ${typeof details.date === 'string' ? details.date : ''}: ${pupils(details)}`;
    case 'task_approve':
      return `принял(а) задачу: ${whom}${task(details)}`;
    case 'task_return':
      return `вернул(а) задачу на доработку: ${whom}${task(details)}`;
    case 'comment_hide':
      return `скрыл(а) комментарий${comment(details)}: ${whom}`;
    case 'comment_show':
      return `снова показал(а) комментарий${comment(details)}: ${whom}`;
    case 'gallery_hide':
      return `скрыл(а) работу из галереи класса${typeof details.submissionId === 'number' ? ` (работа №${details.submissionId})` : ''}: ${whom}`;
    case 'gallery_show':
      return `вернул(а) работу в галерею класса${typeof details.submissionId === 'number' ? ` (работа №${details.submissionId})` : ''}: ${whom}`;
    case 'account_delete':
      return 'удалил(а) свой аккаунт';
    case 'child_delete':
      return `удалил(а) аккаунт ребёнка: ${whom}`;
    case 'assignment_set':
      return `задал(а) классу ${typeof details.title === 'string' ? details.title : 'задание'}${typeof details.due === 'string' ? ` к ${details.due}` : ''}`;
    case 'assignment_delete':
      return 'удалил(а) задание класса';
    case 'announcement':
      return 'написал(а) объявление классу';
    case 'announcement_delete':
      return 'удалил(а) объявление класса';
  }
}
