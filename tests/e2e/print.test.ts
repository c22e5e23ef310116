import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { guide15 } from '../../src/content/guides/guide-15';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { logIn } from './browser';
import { useSchool } from './school';

// A club prints a guide for the bench (docs/decisions/0147-printable-guides.md): A4 pages with
// every step and none of the screen's menus, upload or comments. The PDF is Chromium's own.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const SHOTS = process.env.E2E_SCREENSHOTS;

/** A4 in PDF points (1/72 inch): 210 × 297 mm. */
const A4 = { width: 595.28, height: 841.89 };

/** The pages of a PDF and their sizes, read from its page objects. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])[^]*?\/MediaBox\s*\[([^\]]+)\]/g) ?? [];
  return pages.map((page) => {
    const box = /\/MediaBox\s*\[([^\]]+)\]/.exec(page)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    return { width: (box[2] ?? 0) - (box[0] ?? 0), height: (box[3] ?? 0) - (box[1] ?? 0) };
  });
}

/** Each page's text by pdftotext when the machine has poppler-utils; null when it does not. */
function pdfText(pdf: Buffer): string[] | null {
  const dir = mkdtempSync(join(tmpdir(), 'school-print-'));
  try {
    const file = join(dir, 'guide.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((page) => page.trim() !== '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe.skipIf(!inject('chromium'))('printing a guide', () => {
  const school = useSchool();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await school.context();
    // The print dialog is the browser's: count the calls instead.
    await context.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    page = await context.newPage();
    await logIn(page, pupil);
  });

  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);

  it('prints a guide from its card on the projects page once its pictures are in', async () => {
    await page.goto('/main/projects');
    await page.getByRole('link', { name: 'Распечатать проект «Колесо-крикун»' }).click();
    await page.waitForURL('**/main/project_electonic/15');
    await expect.poll(printed).toBe(1);
    expect(await page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);

    await page.getByRole('button', { name: 'Распечатать' }).click();
    await expect.poll(printed).toBe(2);
  });

  it('puts guide 15 on A4 pages with every step, the parts to tick and no navigation', async () => {
    await page.goto('/main/project_electonic/15');
    await page.getByRole('heading', { level: 2, name: 'Колесо-крикун' }).waitFor();
    await page.locator('#comments').waitFor();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await page.emulateMedia({ media: 'print' });

    for (const selector of ['.header', '.side-menu', '.footer', '.crumbs', '.submission', '.project-nav', '#comments', '.print-bar']) {
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    }
    const steps = page.locator('.guide-step');
    expect(await steps.count()).toBe(guide15.steps.length);
    for (const [i, step] of guide15.steps.entries()) {
      const item = steps.nth(i);
      expect(await item.isVisible(), `step ${i + 1}`).toBe(true);
      expect(await item.locator('h3').textContent()).toBe(`Шаг ${i + 1}. ${step.heading}`);
      expect(await item.locator('.guide-step__done').isVisible(), `step ${i + 1} tick`).toBe(false);
      expect(await item.evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid');
    }
    // Each part gets an empty box to tick with a pen.
    const box = await page
      .locator('.guide__parts .check')
      .first()
      .evaluate((label) => ({ border: getComputedStyle(label, '::before').borderTopWidth, input: getComputedStyle(label.querySelector('input')!).display }));
    expect(parseFloat(box.border)).toBeGreaterThan(0);
    expect(box.input).toBe('none');

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    if (SHOTS) writeFileSync(join(SHOTS, 'guide-15.pdf'), pdf);
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const size of pages) {
      expect(Math.abs(size.width - A4.width)).toBeLessThan(2);
      expect(Math.abs(size.height - A4.height)).toBeLessThan(2);
    }

    const text = pdfText(pdf);
    if (text) {
      expect(text).toHaveLength(pages.length);
      const all = squash(text.join(' '));
      expect(all).not.toContain('Сдать проект');
      expect(all).not.toContain('Все проекты');
      for (const [i, step] of guide15.steps.entries()) {
        // A step is never split: its number and the end of its text are on one page.
        const heading = `Шаг ${i + 1}.`;
        const ending = step.paragraph.split(' ').slice(-3).join(' ');
        const on = text.map(squash).findIndex((p) => p.includes(heading));
        expect(on, heading).toBeGreaterThanOrEqual(0);
        expect(squash(text[on] ?? ''), `step ${i + 1} ends on its page`).toContain(ending);
      }
    }
  });
});
