import { describe, expect, it } from 'vitest';
import { titleFor } from './route-titles';

describe('titleFor', () => {
  it.each([
    ['/main', 'Главная'],
    ['/main/', 'Главная'],
    ['/main/profile', 'Моя страница'],
    ['/main/whatispayka', 'Что такое пайка'],
    ['/main/what-is-payka', 'Что такое пайка'],
    ['/main/settingssecur', 'Безопасность и вход'],
    ['/main/project_electonic/7', 'Проект №7'],
    ['/main/project_electonic/abc', 'Проект'],
    ['/main/project_electrick_schem/2', 'Схемы'],
    ['/main/myLevel', 'Уровень'],
    ['/electric-schemes', 'Электрические схемы'],
    ['/admin', 'Админ-панель'],
    ['/main/unknown-page', 'Школа робототехники'],
  ])('%s → %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });
});
