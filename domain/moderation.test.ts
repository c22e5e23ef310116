import { describe, expect, it } from 'vitest';
import { itemOnPage } from './comments';
import { commentPlace } from './moderation';

describe('where a comment is, for «Жалобы»', () => {
  it('knows the pages that show comments and says where each is', () => {
    expect(itemOnPage('lecture', 30003)).toBe(true);
    expect(itemOnPage('lecture', 30016)).toBe(false);
    expect(itemOnPage('Feedback', 1)).toBe(true);
    expect(itemOnPage('Feedback', 2)).toBe(false);
    expect(itemOnPage('Notes', 1)).toBe(false);
    expect(itemOnPage('help', 1)).toBe(false);
    expect(commentPlace('lecture', 30003)).toEqual({ label: 'Проект №3', path: '/main/project_electonic/3' });
    expect(commentPlace('lecture', 30031).label).toBe('Шпаргалка');
    expect(commentPlace('lecture', 30032).label).toBe('Что такое пайка');
    expect(commentPlace('lecture', 30034)).toEqual({ label: 'Схемы, страница 2', path: '/main/project_electrick_schem/2' });
    expect(commentPlace('lecture', 29_999)).toEqual({ label: 'Лекция №29999', path: null });
    expect(commentPlace('Notes', 42)).toEqual({ label: 'Заметки, запись №42', path: null });
    expect(commentPlace('help', 7).path).toBeNull();
    expect(commentPlace('Feedback', 1).path).toBe('/main/feedback');
    expect(commentPlace('ProfileUser', 12).path).toBe('/profile/12');
  });
});
