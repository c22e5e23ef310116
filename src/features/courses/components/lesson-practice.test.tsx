import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonById } from '../../../content/lessons';
import type { Course } from '../../../../domain/lessons';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { LessonPractice } from './lesson-practice';

// A lesson's practice on its page: each task links to the lab, one the server found right is marked.

const courses = (passed: string[]): Course[] => [
  { id: 1, title: 'Электроника', locked: false, lessons: [{ id: 2, number: 3, title: 'Светодиод', price: 20, reward: 40, bought: true, passed: false, practicesPassed: passed }] },
];

function show(lessonId: number) {
  const router = createMemoryRouter([{ path: '/', element: <LessonPractice lesson={lessonById(lessonId)!} /> }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile() });
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('LessonPractice', () => {
  it('links each task to the lab and marks a passed one', async () => {
    fakeApi({ 'GET /api/v1/courses': { data: courses(['p1']) } });
    show(2);
    expect(screen.getByText(lessonById(2)!.practice![0]!.task)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Собрать на симуляторе' }).getAttribute('href')).toBe('/main/lab?lesson=2&practice=p1');
    expect(await screen.findByText('Собрано верно')).toBeTruthy();
  });

  it('marks nothing before a pass', async () => {
    const server = fakeApi({ 'GET /api/v1/courses': { data: courses([]) } });
    show(2);
    await vi.waitFor(() => expect(server.seen.length).toBe(1));
    expect(screen.queryByText('Собрано верно')).toBeNull();
  });

  it('shows nothing for a lesson without practice', () => {
    fakeApi({ 'GET /api/v1/courses': { data: courses([]) } });
    const { container } = show(4);
    expect(container.textContent).toBe('');
  });
});
