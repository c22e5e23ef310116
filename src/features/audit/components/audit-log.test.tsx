import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../domain/classes';
import { useSession } from '../../../stores/session';
import { jsonResponse } from '../../../../tests/helpers/signed-in';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { AuditLog } from './audit-log';
import { auditSentence } from './audit-sentence';

// The admin reads the trail as sentences: who, what, to whom, when; 50 to a page.

const entry = (id: number, action: AuditEntry['action'], details: AuditEntry['details'] = {}): AuditEntry => ({
  id,
  action,
  actor: { id: 2, name: 'Анна Петрова' },
  subject: { id: 7, name: 'Маша Иванова' },
  details,
  createdAt: Date.UTC(2026, 10, 24, 12, 5) / 1000,
});

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  useSession.setState({ status: 'signedIn', token: 'x' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      asked.push(url.pathname + url.search);
      const page = Number(url.searchParams.get('page'));
      const data =
        page === 1
          ? [entry(3, 'undo', { submissionId: 9, projectId: 3 }), entry(2, 'role', { from: 'pupil', to: 'teacher' }), entry(1, 'approve', { projectId: 3 })]
          : [entry(0, 'class_create', { classId: 1, name: '5 «Б»' })];
      return jsonResponse({ data, count: 51, page, pageSize: 50 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the audit trail', () => {
  it('says who did what to whom, with the project and the roles in words', async () => {
    renderWithQuery(<AuditLog />);
    expect(await screen.findByText('отменил(а) решение: Маша Иванова (проект №3)')).toBeTruthy();
    expect(screen.getByText('сменил(а) роль: Маша Иванова, Ученик → Учитель')).toBeTruthy();
    expect(screen.getByText('принял(а) работу: Маша Иванова (проект №3)')).toBeTruthy();
    expect(screen.getAllByText('Анна Петрова')).toHaveLength(3);
    expect(screen.getAllByText(/24 ноября/)).toHaveLength(3);
  });

  it('pages to older entries', async () => {
    renderWithQuery(<AuditLog />);
    await screen.findByText('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Старше' }));
    expect(await screen.findByText('создал(а) класс «5 «Б»»')).toBeTruthy();
    expect(asked).toEqual(['/api/v1/admin/audit?page=1', '/api/v1/admin/audit?page=2']);
  });

  it('tells hiding and showing a comment and the deletions of accounts', () => {
    expect(auditSentence(entry(4, 'comment_hide', { commentId: 12 }))).toBe('скрыл(а) комментарий №12: Маша Иванова');
    expect(auditSentence(entry(5, 'comment_show', { commentId: 12 }))).toBe('снова показал(а) комментарий №12: Маша Иванова');
    expect(auditSentence(entry(6, 'account_delete'))).toBe('удалил(а) свой аккаунт');
    expect(auditSentence(entry(7, 'child_delete'))).toBe('удалил(а) аккаунт ребёнка: Маша Иванова');
  });
});
