import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonById } from '../../content/lessons';
import { mcuTaskById } from '../../content/mcu/tasks';
import type { Course } from '../../../domain/lessons';
import type { McuTaskSummary } from '../../../domain/mcu/api';
import { PATTERNS } from '../../../domain/paths';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import * as lessonRoute from './lesson';

// The lesson page: its text and questions when open, the purchase instead of the text when the
// server says it is not bought, the lock of the secret course, and a page for an unknown id.

const lesson2 = lessonById(2)!;
const course = (bought: boolean): Course => ({
  id: 1,
  title: 'Электроника: первые шаги',
  locked: false,
  lessons: [
    { id: 1, number: 1, title: 'Первый', price: 0, reward: 10, bought: true, passed: true },
    { id: 2, number: 3, title: lesson2.title, price: 20, reward: 40, bought, passed: false },
  ],
});

let courses: Course[];
let mcuTasks: McuTaskSummary[] = [];
beforeEach(() => {
  signInForTest();
  mcuTasks = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(path: string) {
  fakeApi({ 'GET /api/v1/courses': () => ({ data: courses }), 'GET /api/v1/users/profile': { data: pupilProfile() }, 'GET /api/v1/mcu/tasks': () => ({ data: mcuTasks }) });
  const router = createMemoryRouter([{ path: PATTERNS.lesson, ...lessonRoute }], { initialEntries: [path] });
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ diamonds: 100, level: 1 }) });
}

describe('the lesson page', () => {
  it('shows a bought lesson: its place in the course, its text, its projects and «Проверить»', async () => {
    courses = [course(true)];
    open('/main/lessons/2');
    expect(await screen.findByText('· Урок 3', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: lesson2.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Электроника: первые шаги' }).getAttribute('href')).toBe('/main/electronics');
    const firstText = lesson2.blocks.find((block) => block.kind === 'text');
    expect(screen.getByText(firstText?.kind === 'text' ? firstText.text : '')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Проект №\d+/ }).map((a) => a.getAttribute('href'))).toEqual(lesson2.prepares.map((id) => `/main/project_electonic/${id}`));
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeTruthy();
    expect(screen.getByText('За прохождение +40 алмазов', { exact: false })).toBeTruthy();
  });

  it('offers the purchase instead of the text when the lesson is not bought', async () => {
    courses = [course(false)];
    open('/main/lessons/2');
    expect(await screen.findByRole('button', { name: 'Купить за 20 алмазов' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();
    expect(screen.getByText(lesson2.summary)).toBeTruthy();
  });

  it('links a programming lesson to its task in the block editor, and gives the adult the commands to type', async () => {
    const lesson18 = lessonById(18)!;
    courses = [
      { id: 2, title: 'Микроконтроллеры', locked: false, lessons: [{ id: 18, number: 5, title: lesson18.title, price: 40, reward: 60, bought: true, passed: false }] },
    ];
    open('/main/lessons/18');
    const task = mcuTaskById(1)!;
    expect(await screen.findByRole('heading', { level: 3, name: `Задание «${task.title}»` })).toBeTruthy();
    expect(screen.getByText(task.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Собрать программу из блоков' }).getAttribute('href')).toBe('/main/mcu/tasks/1');
    expect(screen.queryByText('Задание выполнено')).toBeNull();
    const adult = screen.getByRole('complementary', { name: 'Для взрослого' });
    expect([...adult.querySelectorAll('ol > li')]).toHaveLength(5);
    expect([...adult.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'avr-gcc -mmcu=attiny84a -DF_CPU=1000000UL -Os -o program.elf program.c',
      'avr-objcopy -O ihex program.elf program.hex',
      'avrdude -c usbasp -p t84 -B 10 -U flash:w:program.hex:i',
    ]);
  });

  it('marks the task done once the server has counted it', async () => {
    courses = [{ id: 2, title: 'Микроконтроллеры', locked: false, lessons: [{ id: 19, number: 6, title: lessonById(19)!.title, price: 50, reward: 70, bought: true, passed: false }] }];
    mcuTasks = [
      { id: 1, lessonId: 18, title: 'Маяк', passed: false },
      { id: 2, lessonId: 19, title: 'Огоньки по очереди', passed: true },
    ];
    open('/main/lessons/19');
    expect(await screen.findByText('Задание выполнено')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Собрать программу из блоков' }).getAttribute('href')).toBe('/main/mcu/tasks/2');
  });

  it('shows no task for a lesson that sets none', async () => {
    courses = [course(true)];
    open('/main/lessons/2');
    expect(await screen.findByRole('button', { name: 'Проверить' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Собрать программу из блоков' })).toBeNull();
  });

  it('shows the secret course’s lock below level 4', async () => {
    courses = [{ id: 3, title: 'Секретный курс: как нейросеть узнаёт детали', locked: true, lessons: [] }];
    open('/main/lessons/16');
    expect(await screen.findByText(/Секретный курс откроется на уровне 4 — «Платина»/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();
  });

  it.each(['0', '999', 'abc', '2.5'])('says there is no lesson %s', async (id) => {
    courses = [];
    open(`/main/lessons/${id}`);
    expect(await screen.findByRole('heading', { name: 'Такого урока нет' })).toBeTruthy();
  });
});
