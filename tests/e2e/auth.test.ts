import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { PHONE } from './browser';
import { useSchool } from './school';

describe.skipIf(!inject('chromium'))('sign-up, login and logout in real Chromium', () => {
  const school = useSchool();

  async function logout(page: Page) {
    await page.getByRole('button', { name: /^Профиль/ }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
  }

  it('signs a new pupil up, logs in, lands on /main, logs out and is back on /login', async () => {
    const context = await school.context();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'Регистрация' }).click();

    // The form's rules hold before anything is sent.
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Проверьте введенные данные');
    expect(await page.getByText('Логин обязателен').count()).toBe(1);
    await page.getByLabel('Логин').fill('Робот');
    expect(await page.getByText('Логин обязателен').count()).toBe(0);

    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('robot-pass-2026');
    await page.getByLabel('Повторите пароль').fill('robot-pass-2026');
    // A grown-up's year: no parent's e-mail is asked (tests/e2e/family.test.ts has a child's).
    await page.getByLabel('Год рождения').selectOption(String(new Date().getUTCFullYear() - 20));
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Пользователь создан').waitFor();

    // Two seconds later the login tab opens with the new e-mail filled in.
    await page.getByRole('tab', { name: 'Вход', selected: true }).waitFor({ timeout: 5000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Пароль').fill('robot-pass-2026');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('button', { name: 'Входа...' }).or(page.getByText('Вход выполнен')).first().waitFor();
    await page.waitForURL('**/main');
    await page.getByRole('heading', { name: 'Привет, Робот!' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
    // Without a token the private pages send the visitor back to /login.
    await page.goto('/main/projects');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings a visitor from a deep link back to that guide after logging in, with the page in the tab title', async () => {
    const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
    const context = await school.context();
    const page = await context.newPage();
    await page.goto('/main/project_electonic/7');
    await page.waitForURL('**/login');
    await expect.poll(() => page.title()).toBe('Вход — Школа робототехники');
    await page.getByLabel('Email').fill(pupil.email);
    await page.getByLabel('Пароль').fill(pupil.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/main/project_electonic/7');
    await page.getByRole('heading', { level: 2, name: 'Шахтёрский факел' }).waitFor();
    await expect.poll(() => page.title()).toBe('Проект №7 — Школа робототехники');
    await page.getByRole('link', { name: 'Все проекты' }).first().click();
    await expect.poll(() => page.title()).toBe('Проекты — Школа робототехники');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Проекты');
    await context.close();
  });

  it('lets the demo pupil log in on a phone, and a wrong password gets the server message', async () => {
    const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
    const context = await school.context(PHONE);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(pupil.email);
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Неверный email или пароль');

    await page.getByLabel('Пароль').fill(pupil.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/main');
    await page.getByRole('heading', { name: `Привет, ${pupil.name}!` }).waitFor();
    // On a phone the side menu starts collapsed.
    expect(await page.getByRole('button', { name: 'Открыть меню' }).getAttribute('aria-expanded')).toBe('false');
    // Reloading keeps the session; unknown paths lead back in through /login.
    await page.goto('/no/such/page');
    await page.waitForURL('**/main');
    await context.close();
  });
});
