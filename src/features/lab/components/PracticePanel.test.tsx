import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labPresetById } from '../../../content/lab/presets';
import { lessonById } from '../../../content/lessons';
import type { CircuitDocument } from '../../../../domain/circuit/document';
import { LAB_PRACTICE_MSG } from '../../../../domain/lab-practice';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { PracticePanel } from './PracticePanel';

// A lesson's practice beside the lab: the task, «Проверить», the server's answer; offline it says
// the check needs the school's server and asks nothing.

const PATH = 'POST /api/v1/lessons/2/practice/p1';
const practice = lessonById(2)!.practice![0]!;
const circuit = labPresetById(practice.presetId)!.circuit;

function show(shown: CircuitDocument = circuit) {
  const router = createMemoryRouter([{ path: '/', element: <PracticePanel lessonId={2} practice={practice} circuit={shown} /> }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile() });
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('PracticePanel', () => {
  it('sends the circuit and shows what the server measured', async () => {
    const server = fakeApi({ [PATH]: { data: { passed: false, message: 'Ток светодиода HL1 — 7 мА, а нужно от 10 до 20 мА. Измени схему и проверь ещё раз.' } } });
    show();
    expect(screen.getByText(practice.task)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ток светодиода HL1 — 7 мА, а нужно от 10 до 20 мА. Измени схему и проверь ещё раз.');
    expect(server.sent('POST', '/api/v1/lessons/2/practice/p1').map((r) => r.body)).toEqual([{ circuit }]);
    expect(screen.getByRole('link', { name: 'Вернуться к уроку' }).getAttribute('href')).toBe('/main/lessons/2');
  });

  it('shows a pass as the server words it', async () => {
    fakeApi({ [PATH]: { data: { passed: true, message: 'Молодец, получилось! Ток светодиода HL1 — 15 мА, как и нужно: от 10 до 20 мА.' } } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const status = await screen.findByText(/^Молодец, получилось!/);
    expect(status.className).toContain('banner--success');
  });

  it('shows the server’s Russian refusal', async () => {
    fakeApi({ [PATH]: refusal('Деталь R1: сопротивление должно быть от 0,1 Ом до 10 МОм') });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect((await screen.findByText('Деталь R1: сопротивление должно быть от 0,1 Ом до 10 МОм')).className).toContain('banner--error');
  });

  it('offline, says the check needs the school’s server and sends nothing', async () => {
    const server = fakeApi({ [PATH]: { data: { passed: true, message: 'не должно прийти' } } });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText(LAB_PRACTICE_MSG.offline)).toBeTruthy();
    expect(server.seen).toEqual([]);
  });

  it('when the server cannot be reached, says the same and keeps the circuit', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText(LAB_PRACTICE_MSG.offline)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeTruthy();
  });
});
