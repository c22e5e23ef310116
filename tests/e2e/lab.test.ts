import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { labPresetById } from '../../src/content/lab/presets';
import { partTerminals } from '../../domain/circuit/document';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

// «Лаборатория» on a phone, by touch (docs/product.md, «Лаборатория»): the ready circuit reads its
// current on the ammeter, a resistor taken out warns that the LED would burn, a guide opens its
// circuit, the lab works offline after a reload, and a saved circuit comes back on a second device.

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

/** The middle of a part on the sheet, in the page's px. */
async function middleOf(page: Page, partId: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`[data-part="${partId}"] > g`).first().boundingBox();
  if (!box) throw new Error(`${partId} не нарисована`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where a grid point of the sheet is on the page (the SVG's group transform: translate, then scale). */
async function pointOnPage(page: Page, point: { x: number; y: number }): Promise<{ x: number; y: number }> {
  return page.evaluate((p) => {
    const svg = document.querySelector<SVGSVGElement>('.lab-sheet__svg')!;
    const group = svg.querySelector<SVGGElement>(':scope > g')!;
    const matrix = group.getScreenCTM()!;
    const at = new DOMPoint(p.x * 10, p.y * 10).matrixTransform(matrix);
    return { x: at.x, y: at.y };
  }, point);
}

/** A finger dragged from one point to another (touch events through the DevTools protocol: pointerType «touch»). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const at = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= 8; i += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at({ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

async function tapPart(page: Page, partId: string): Promise<void> {
  const { x, y } = await middleOf(page, partId);
  await page.touchscreen.tap(x, y);
}

/** The ammeter's reading of a part, in мА. */
async function milliampsOf(page: Page, partId: string): Promise<number> {
  await page.getByRole('button', { name: 'Амперметр' }).tap();
  await tapPart(page, partId);
  const text = await page.locator('.lab-status__meter').innerText();
  const match = /([\d,]+) мА/.exec(text);
  if (!match) throw new Error(`амперметр показал «${text}»`);
  return Number(match[1]!.replace(',', '.'));
}

async function openLab(page: Page, query = ''): Promise<void> {
  await page.goto(`/main/lab${query}`);
  await page.locator('[data-part="R1"]').waitFor();
}

describe.skipIf(!inject('chromium'))('the lab on a phone', () => {
  const school = useSchool();

  it('reads about 15 мА through the LED of «Светодиод и резистор» on the ammeter and about 2 В across it on the voltmeter', async () => {
    const page = await (await school.context(PHONE)).newPage();
    await logIn(page, masha);
    await openLab(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Открыть готовую схему' }).inputValue()).toBe('led-resistor');
    const current = await milliampsOf(page, 'HL1');
    expect(current).toBeGreaterThanOrEqual(13.5);
    expect(current).toBeLessThanOrEqual(16.5);
    // The voltmeter's two taps on the LED's legs: about its 2 В.
    await page.getByRole('button', { name: 'Вольтметр' }).tap();
    const led = labPresetById('led-resistor')!.circuit.parts.find((part) => part.id === 'HL1')!;
    for (const leg of partTerminals(led)) {
      const at = await pointOnPage(page, leg);
      await page.touchscreen.tap(at.x, at.y);
    }
    const volts = /Вольтметр: ([\d,]+) В/.exec(await page.locator('.lab-status__meter').innerText());
    expect(Number(volts?.[1]?.replace(',', '.'))).toBeGreaterThan(1.7);
    expect(Number(volts?.[1]?.replace(',', '.'))).toBeLessThan(2.3);
    // The page never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('warns that the LED would burn when the resistor is replaced or taken out, and marks it red', async () => {
    const page = await (await school.context(PHONE)).newPage();
    await logIn(page, masha);
    await openLab(page);
    await expect(page.locator('.lab-warnings__item').count()).resolves.toBe(0);

    // A 10 Ом resistor instead of 470 Ом.
    await tapPart(page, 'R1');
    await page.getByLabel('Сопротивление').selectOption({ label: '10 Ом' });
    // The burnt LED first, before the battery's own warning.
    await expect.poll(() => page.locator('.lab-warnings__item').first().innerText()).toMatch(/Светодиод HL1 сгорел бы: ток \d+ мА, а ему можно 20 мА/);
    await expect.poll(() => page.locator('[data-part="HL1"].lab-part--faulty').count()).toBe(1);
    await expect(page.getByRole('link', { name: 'почему?' }).first().getAttribute('href')).resolves.toMatch(/^\/main\/lessons\/\d+$/);

    // Back to 470 Ом: no warning.
    await page.getByRole('button', { name: 'Отменить' }).tap();
    await expect.poll(() => page.locator('.lab-warnings__item').count()).toBe(0);

    // The resistor out, and a wire drawn by a finger where it was.
    const resistor = labPresetById('led-resistor')!.circuit.parts.find((part) => part.id === 'R1')!;
    await tapPart(page, 'R1');
    await page.getByRole('button', { name: 'Удалить' }).tap();
    await expect.poll(() => page.locator('[data-part="R1"]').count()).toBe(0);
    const ends = resistor.rotation === 90 ? [{ x: resistor.x, y: resistor.y }, { x: resistor.x, y: resistor.y + 4 }] : resistor.rotation === 0 ? [{ x: resistor.x, y: resistor.y }, { x: resistor.x + 4, y: resistor.y }] : undefined;
    if (!ends) throw new Error('резистор пресета повёрнут необычно');
    await touchDrag(page, await pointOnPage(page, ends[0]!), await pointOnPage(page, ends[1]!));
    await expect.poll(() => page.locator('.lab-warnings__item').first().innerText(), { timeout: 5_000 }).toMatch(/HL1 сгорел/);
  });

  it('opens a guide’s circuit from its «Собрать на симуляторе», and «Пуск» blinks its LEDs in turn', async () => {
    const page = await (await school.context(PHONE)).newPage();
    await logIn(page, masha);
    const preset = labPresetById('guide-10')!;
    await page.goto(`/main/project_electonic/${preset.guideId}`);
    await page.getByRole('link', { name: 'Собрать на симуляторе' }).tap();
    await page.waitForURL(/\/main\/lab\?preset=guide-10$/);
    await page.locator('.lab-sheet__svg').waitFor();
    await expect.poll(() => page.locator('[data-part]').count()).toBe(preset.circuit.parts.length);
    await expect.poll(() => page.getByRole('combobox', { name: 'Открыть готовую схему' }).inputValue()).toBe('guide-10');

    // «Пуск» plays the multivibrator in real time: its two LEDs take turns (a period of about 3,6 s).
    await page.getByRole('button', { name: /Пуск/ }).tap();
    const seen = new Set<string>();
    const began = Date.now();
    while (!(seen.has('HL1') && seen.has('HL2')) && Date.now() - began < 11_000) {
      seen.add(await page.locator('[data-part^="HL"]:has(.lab-part__halo)').evaluateAll((parts) => parts.map((part) => part.getAttribute('data-part')).join('+')));
      await page.waitForTimeout(200);
    }
    expect([...seen], 'LEDs lit together, sample by sample').toEqual(expect.arrayContaining(['HL1', 'HL2']));
    // «Стоп» ends it; a run that already ended (12 s, on a loaded machine) shows «Пуск» again by itself.
    const stop = page.getByRole('button', { name: /Стоп/ });
    if (await stop.isVisible()) await stop.tap();
    await page.getByRole('button', { name: /Пуск/ }).waitFor();
  });

  it('works with no network after a reload', async () => {
    const context = await school.context(PHONE, WITH_WORKER);
    const page = await context.newPage();
    await logIn(page, masha);
    await waitForWorker(page);
    await openLab(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.locator('[data-part="HL1"]').waitFor();
      const current = await milliampsOf(page, 'HL1');
      expect(current).toBeGreaterThanOrEqual(13.5);
      expect(current).toBeLessThanOrEqual(16.5);
    } finally {
      await context.setOffline(false);
    }
  });

  it('brings a saved circuit to the pupil’s second device', async () => {
    const first = await (await school.context(PHONE)).newPage();
    await logIn(first, masha);
    await openLab(first);
    await tapPart(first, 'R1');
    await first.getByLabel('Сопротивление').selectOption({ label: '1 кОм' });
    await first.getByRole('button', { name: 'Сохранить' }).tap();
    await first.getByLabel('Название').fill('Тусклый светодиод');
    await first.getByRole('button', { name: 'Ячейка 3: пусто' }).tap();
    await first.getByText('Схема «Тусклый светодиод» в ячейке 3: сохранена.').waitFor();

    const second = await (await school.context(PHONE)).newPage();
    await logIn(second, masha);
    await openLab(second);
    await second.getByRole('button', { name: 'Мои схемы' }).tap();
    await second.getByRole('link', { name: /Тусклый светодиод/ }).tap();
    await second.waitForURL(/\/main\/lab\?slot=3$/);
    await expect.poll(() => second.locator('[data-part="R1"] text').textContent()).toMatch(/^R1 ?1 кОм$/);
    const current = await milliampsOf(second, 'HL1');
    expect(current).toBeGreaterThan(6);
    expect(current).toBeLessThan(8);
  });
});
