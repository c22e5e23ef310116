import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkPhotoFile } from '../../../../domain/photo-file';
import { statusFromError, statusFromReply } from './project-status';
import { checkReadiness } from './readiness';

describe('checkPhotoFile', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it.each([
    [null, 'Выбери фотографию проекта'],
    [file('a.webp', 'image/webp'), 'Разрешены только изображения: JPG, PNG, GIF'],
    [file('a.html', 'text/html'), 'Разрешены только изображения: JPG, PNG, GIF'],
    [file('a', ''), 'Разрешены только изображения: JPG, PNG, GIF'],
    [file('big.jpg', 'image/jpeg', 10485761), 'Размер файла не должен превышать 10MB'],
  ])('refuses %j', (chosen, message) => {
    expect(checkPhotoFile(chosen)).toBe(message);
  });

  it.each([file('a.jpg', 'image/jpeg'), file('a.PNG', 'image/png'), file('a.gif', 'image/gif'), file('a.jpeg', ''), file('max.jpg', 'image/jpeg', 10485760)])(
    'takes %j',
    (chosen) => expect(checkPhotoFile(chosen)).toBeUndefined(),
  );
});

describe('project status', () => {
  const reply = (status: string) => ({ success: true, status, message: '', data: { filename: 'torch.jpg' } });
  it.each(['not_submitted', 'pending', 'approved', 'returned'])('shows %s', (status) => {
    expect(statusFromReply(reply(status))).toMatchObject({ kind: status, filename: 'torch.jpg' });
  });
  it('shows anything else as unknown', () => {
    expect(statusFromReply(reply('archived'))).toEqual({ kind: 'unknown', message: 'Не удалось получить статус проекта' });
    expect(statusFromReply(null).kind).toBe('unknown');
  });
  it('maps the failures of the status call', () => {
    expect(statusFromError(new ApiError('x', 404, 'ACCOUNT_NOT_LINKED'))).toEqual({
      kind: 'unknown',
      message: 'Аккаунт не привязан к журналу. Скажи об этом преподавателю.',
    });
    expect(statusFromError(new ApiError('x', 500, 'SERVER_ERROR'))).toEqual({
      kind: 'unknown',
      message: 'Ошибка сервера при получении статуса проекта.',
    });
    expect(statusFromError(new ApiError('x', null))).toMatchObject({ message: 'Не удалось получить статус проекта' });
    expect(statusFromError(new ApiError('x', 404, 'NOT_FOUND'))).toMatchObject({ message: 'Не удалось получить статус проекта' });
  });
});

describe('readiness', () => {
  const decode = (token: string) => JSON.parse(token) as { id?: unknown };
  it('is ready with a token carrying an id and FormData', () => {
    expect(checkReadiness({ token: '{"id":7}', decode, hasFormData: true })).toEqual({ state: 'ready' });
  });
  it.each([
    [null, true, 'Нет ключа входа: войди в аккаунт заново'],
    ['not json', true, 'Токен поврежден или истек'],
    ['{"name":"x"}', true, 'Токен поврежден или истек'],
    ['{"id":7}', false, 'Браузер не умеет отправлять файлы'],
  ])('is not ready with token %j', (token, hasFormData, reason) => {
    expect(checkReadiness({ token, decode, hasFormData })).toEqual({ state: 'error', reason });
  });
});
