import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../../domain/constants';
import type { ClassInfo } from '../../domain/classes';
import { GALLERY_MSG } from '../../domain/gallery';
import { multipart, person, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { PHONE } from './browser';
import { useSchool } from './school';

// The class gallery on a phone (docs/decisions/0279-the-class-gallery.md): a pupil shows an
// approved build to the class, a classmate sees it and taps «Я тоже собрал», the teacher hides it.
// Accounts, the class, the work and its approval are made through the API; each person's page
// opens signed in (the token in local storage), with no service worker.

describe('the class gallery at 390×844', () => {
  const school = useSchool();

  async function api(who: Person, method: string, url: string, body?: object) {
    const answer = await school.server.app.inject({ method: method as 'GET', url, headers: { authorization: who.token }, payload: body });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  }

  function signedIn(who: Person): Promise<BrowserContext> {
    return school.context(PHONE, {
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [{ origin: school.server.baseURL, localStorage: [{ name: STORAGE_KEY, value: who.token }] }] },
    });
  }

  it('a pupil shows a build, a classmate sees it and reacts, the teacher hides it from a phone', async () => {
    const t = school.server;
    const teacher = await person(t, 'teacher', { firstName: 'Ирина' });
    const masha = await person(t, 'pupil', { linked: false, firstName: 'Маша' });
    const petya = await person(t, 'pupil', { linked: false, firstName: 'Петя' });
    const room = (await api(teacher, 'POST', '/api/v1/classes', { name: '5 «А»' })).data as ClassInfo;
    for (const pupil of [masha, petya]) await api(pupil, 'POST', '/api/v1/classes/join', { code: room.code });
    const { payload, headers } = await multipart({ project_id: '1', project_photo: { bytes: await noisyJpeg(640, 480), filename: 'torch.jpg' } });
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/projects/1/submission', headers: { ...headers, authorization: masha.token, 'idempotency-key': randomUUID() }, payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const work = (await t.db.selectFrom('submissions').select('id').where('user_id', '=', masha.id).executeTakeFirstOrThrow()).id;
    await api(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`, { comment: 'Отлично!' });

    // Маша ticks «Показать классу» under her accepted work.
    const mashaPage = await (await signedIn(masha)).newPage();
    await mashaPage.goto('/main/my-work');
    const tick = mashaPage.getByRole('checkbox', { name: GALLERY_MSG.showToClass });
    await tick.check();
    await expect.poll(() => mashaPage.getByRole('status').filter({ hasText: GALLERY_MSG.shown }).count()).toBe(1);
    expect(await tick.isChecked()).toBe(true);
    await mashaPage.context().close();

    // Петя opens the gallery from his home and taps «Я тоже собрал».
    const petyaPage = await (await signedIn(petya)).newPage();
    await petyaPage.goto('/main');
    await petyaPage.getByRole('link', { name: new RegExp(GALLERY_MSG.link) }).click();
    await petyaPage.waitForURL(`**/main/classes/${room.id}/gallery`);
    const card = petyaPage.locator(`[data-gallery-item="${work}"]`);
    await card.getByText('Фонарик-брелок').waitFor();
    expect(await card.getByText('Маша').count()).toBe(1);
    await card.locator('img').waitFor();
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const react = card.getByRole('button', { name: GALLERY_MSG.reaction });
    expect(await react.getAttribute('aria-pressed')).toBe('false');
    const box = await react.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await react.tap();
    await expect.poll(() => react.getAttribute('aria-pressed')).toBe('true');
    await card.getByText(GALLERY_MSG.alsoBuilt(1)).waitFor();
    const reactions = await t.db.selectFrom('gallery_reactions').selectAll().where('submission_id', '=', work).execute();
    expect(reactions.map((row) => row.user_id)).toEqual([petya.id]);
    await petyaPage.context().close();

    // The teacher, on a phone, goes from the class's table to its gallery and hides the build.
    const teacherPage = await (await signedIn(teacher)).newPage();
    await teacherPage.goto(`/main/classes/${room.id}`);
    await teacherPage.getByRole('link', { name: GALLERY_MSG.link }).click();
    const staffCard = teacherPage.locator(`[data-gallery-item="${work}"]`);
    await staffCard.getByText(GALLERY_MSG.alsoBuilt(1)).waitFor();
    await staffCard.getByRole('button', { name: GALLERY_MSG.hide }).tap();
    await staffCard.getByText(GALLERY_MSG.hiddenMark).waitFor();
    expect(await teacherPage.getByRole('status').filter({ hasText: GALLERY_MSG.itemHidden }).count()).toBe(1);
    await teacherPage.context().close();

    // Петя no longer sees it; the trail keeps who hid it.
    const after = await api(petya, 'GET', `/api/v1/classes/${room.id}/gallery`);
    expect(after.data.items).toEqual([]);
    const trail = await t.db.selectFrom('audit').select(['action', 'actor_id']).where('action', '=', 'gallery_hide').where('subject_id', '=', masha.id).execute();
    expect(trail).toEqual([{ action: 'gallery_hide', actor_id: teacher.id }]);
  });
});
