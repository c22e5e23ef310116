import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { DESKTOP, logIn, PHONE } from './browser';
import { type RunningServer } from './server';
import { useSchool } from './school';

// The teacher judges a solder joint on the photo's own pixels: «+» goes on past 200 % (where it
// stopped before, a 2560 px photo shown at 1180 px) until one pixel of the photo is one pixel of
// the page, «1:1» goes there at once, and «Открыть фото целиком» opens the whole photo in a tab.

const pupil = DEMO_ACCOUNTS.find((a) => a.role === 'pupil')!;
const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'teacher')!;
const RADIO = 12;
const WIDTH = 2560;
const HEIGHT = 1920;

async function sendPhoto(server: RunningServer): Promise<void> {
  const login = await fetch(`${server.baseURL}/api/v1/users/profile/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: pupil.email, password: pupil.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const photo = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#c9b28a', noise: { type: 'gaussian', mean: 140, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.append('project_id', String(RADIO));
  form.append('project_photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'radio.jpg');
  const sent = await fetch(`${server.baseURL}/api/v1/projects/${RADIO}/submission`, {
    method: 'POST',
    headers: { Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    body: form,
  });
  if (sent.status !== 201) throw new Error(`Фото не отправлено: ${sent.status} ${await sent.text()}`);
}

describe.skipIf(!inject('chromium'))('the teacher’s photo zoom', () => {
  const school = useSchool();

  beforeAll(async () => {
    await sendPhoto(school.server);
  });

  for (const [name, device] of [['a computer', DESKTOP], ['a phone', PHONE]] as const) {
    it(`goes up to the photo’s own pixels and opens the whole photo, on ${name}`, async () => {
      const context = await school.context(device);
      const page = await context.newPage();
      await logIn(page, teacher);
      await page.goto('/main/review');
      await page.locator('.queue-card').first().click();
      const photo = page.getByRole('img', { name: 'Фото проекта «Радио»' });
      await photo.waitFor();
      await page.waitForFunction(() => (document.querySelector('.photo-zoom img') as HTMLImageElement | null)?.complete === true);

      // The picture's shown width: the element is fitted with object-fit: contain, its box may be wider.
      const shownWidth = () =>
        page.evaluate(() => {
          const img = document.querySelector('.photo-zoom img') as HTMLImageElement;
          const box = img.getBoundingClientRect();
          return Math.min(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
        });
      const zoomIn = page.getByRole('button', { name: 'Увеличить' });
      const percent = async () => Number((await page.locator('.reader__zoom-value').first().textContent())?.replace('%', ''));
      let clicks = 0;
      while (await zoomIn.isEnabled()) {
        await zoomIn.click();
        clicks += 1;
        expect(clicks).toBeLessThan(12);
      }
      expect(await percent()).toBeGreaterThan(300);
      // One photo pixel per page pixel: the picture's shown width is its own (polled: the zoom eases in).
      await expect.poll(shownWidth).toBeGreaterThan(WIDTH * 0.99);
      expect(await shownWidth()).toBeLessThan(WIDTH * 1.01);
      await page.getByText(`Фото в своих пикселях: ${WIDTH} × ${HEIGHT}.`, { exact: false }).waitFor();

      // Back to 100 %, then «1:1» in one click.
      await page.getByRole('button', { name: /^\d+%$/ }).click();
      expect(await percent()).toBe(100);
      await page.getByRole('button', { name: '1:1', exact: true }).click();
      await expect.poll(shownWidth).toBeGreaterThan(WIDTH * 0.99);

      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Открыть фото целиком' }).click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/^blob:/);
      expect(await tab.evaluate(() => document.images[0]?.naturalWidth)).toBe(WIDTH);
      await context.close();
    });
  }
});
