import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn, PHONE, waitForWorker, WITH_WORKER } from './browser';
import { useSchool } from './school';

// «Программирование» on a phone, by touch (docs/product.md, «Микроконтроллеры»): the pupil builds
// the blinking beacon from blocks — taps in the toolbox and one real finger drag — keeps it through
// an offline reload, runs it on the board (HL1 lit, then dark), passes the task's check offline and
// reads the program in C.

const masha = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;

const FLYOUT = '.blocklyToolboxFlyout';
const PROGRAM = '.blocklySvg > .blocklyWorkspace';

type Box = { x: number; y: number; width: number; height: number };

/** A block of the open flyout (the nth with these words), or the innermost block of the program with them. */
async function blockBox(page: Page, where: typeof FLYOUT | typeof PROGRAM, words: string, nth = 0): Promise<Box> {
  const all = page.locator(where === FLYOUT ? `${where} .blocklyBlockCanvas > g.blocklyDraggable` : `${where} .blocklyBlockCanvas g.blocklyDraggable`).filter({ hasText: words });
  const box = await (where === FLYOUT ? all.nth(nth) : all.last()).boundingBox();
  if (!box) throw new Error(`нет блока «${words}»`);
  return box;
}

async function openCategory(page: Page, name: string) {
  await page.getByRole('treeitem', { name }).tap();
  await page.locator(`${FLYOUT} .blocklyBlockCanvas g.blocklyDraggable`).first().waitFor();
}

/** Tap-to-add: a block tapped in the toolbox lands in the program. */
async function tapBlock(page: Page, category: string, words: string, nth = 0) {
  await openCategory(page, category);
  const box = await blockBox(page, FLYOUT, words, nth);
  await page.touchscreen.tap(box.x + 10, box.y + Math.min(box.height / 2, 14));
  await joined(page);
}

/** Every block hangs under «при запуске»: none lies apart (a tapped block is placed a moment after the tap). */
async function joined(page: Page) {
  await expect.poll(() => page.locator(`${PROGRAM} .blocklyBlockCanvas > g.blocklyDraggable`).count()).toBe(1);
}

async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const session = await page.context().newCDPSession(page);
  const at = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  // Sideways first: Blockly takes a drag out of the flyout towards the workspace as taking a block, not scrolling.
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

const editorReady = (page: Page) => page.locator(`${PROGRAM} .blocklyBlockCanvas g.blocklyDraggable`).first().waitFor({ state: 'attached' });

const led = (page: Page) => page.locator('[role="img"][aria-label^="Светодиод HL1"]');

describe.skipIf(!inject('chromium'))('programming tasks on a phone', () => {
  const school = useSchool();

  it('builds the beacon by touch, keeps it offline, sees HL1 blink and passes the check', async () => {
    const context = await school.context(PHONE, WITH_WORKER);
    const page = await context.newPage();
    await logIn(page, masha);
    await page.goto('/main/mcu');
    await page.getByRole('link', { name: 'Маяк' }).tap();
    await page.waitForURL('**/main/mcu/tasks/1');
    await editorReady(page);
    await waitForWorker(page);
    await editorReady(page);

    // The starter is «включить светодиод HL1»; «повторять всегда» goes after it, then inside it.
    await tapBlock(page, 'Циклы', 'повторять всегда');
    await expect.poll(() => page.locator('.mcu-editor__hint').innerText()).toContain('внутрь «повторять всегда»');
    await tapBlock(page, 'Светодиоды', 'светодиод', 0);
    await tapBlock(page, 'Время', 'ждать');
    // One block by a real finger drag: «выключить» under the «ждать» just added.
    await openCategory(page, 'Светодиоды');
    const off = await blockBox(page, FLYOUT, 'светодиод', 1);
    const wait = await blockBox(page, PROGRAM, 'ждать');
    const grab = { x: off.x + 10, y: off.y + 12 };
    await touchDrag(page, grab, { x: wait.x + 10, y: wait.y + wait.height + 12 });
    await joined(page);
    await tapBlock(page, 'Время', 'ждать');
    // The last wait is 2000 ms: its number typed in Blockly's field editor.
    const numbers = page.locator(`${PROGRAM} .blocklyEditableField`).filter({ hasText: '1000' });
    await expect.poll(() => numbers.count()).toBe(2);
    await numbers.nth(1).tap();
    await page.locator('.blocklyHtmlInput').fill('2000');
    await page.keyboard.press('Enter');

    // Offline at the workbench: the page and the blocks come back after a reload.
    await context.setOffline(true);
    await page.reload();
    await editorReady(page);
    await expect.poll(() => page.locator(`${PROGRAM} .blocklyEditableField`).filter({ hasText: '2000' }).count()).toBe(1);

    await page.getByRole('button', { name: '▶ Пуск' }).tap();
    await expect.poll(() => led(page).getAttribute('aria-label')).toBe('Светодиод HL1, красный: горит');
    await expect.poll(() => led(page).getAttribute('aria-label'), { timeout: 3000 }).toBe('Светодиод HL1, красный: не горит');
    await page.getByRole('button', { name: '■ Стоп' }).tap();

    await page.getByRole('button', { name: 'Проверить' }).tap();
    const status = page.getByRole('status').filter({ hasText: 'Задание выполнено!' });
    await status.waitFor();
    await expect.poll(() => status.innerText()).toContain('Проверим на сервере, когда появится связь');

    // The same program as text, in C, for the real chip.
    await page.getByRole('button', { name: 'Код на C' }).tap();
    await expect.poll(() => page.getByLabel('Программа на языке C').innerText()).toContain('int main');
  });
});
