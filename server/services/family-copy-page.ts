import { lessonById } from '../../src/content/lessons';
import { mcuTaskById } from '../../src/content/mcu/tasks';
import { badgeById } from '../../domain/lessons';
import { countOf, DIAMONDS, WORKS } from '../../domain/plural';
import { projectTitle } from './approval';
import { escapeHtml } from './consent-letter';
import { submissionPhotoName, type MyData } from './my-data';

// The page a parent opens from the family's copy of a child's data
// (docs/decisions/0253-the-familys-copy-is-a-zip-with-a-page.md): what the school keeps, in words,
// with the photos beside it in the zip. The JSON next to it is the same for programs.

export type FamilyCopy = Omit<MyData, 'threadMessages'>;

const OUTCOME: Record<string, string> = { pending: 'ждёт проверки', approved: 'учитель принял', returned: 'учитель вернул на доработку' };

/** «29 ноября 2026 г.»: the year's «г.» ends a sentence too. */
const day = (seconds: number | string | null) =>
  seconds === null ? '' : new Date(Number(seconds) * 1000).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

const row = (name: string, value: string | number | null) => (value === null || value === '' ? '' : `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(String(value))}</td></tr>`);

function works(copy: FamilyCopy): string {
  if (copy.submissions.length === 0) return '<p>Работ пока нет.</p>';
  const gallery = new Map(copy.classGallery.works.map((item) => [item.submissionId, item]));
  return copy.submissions
    .map((work) => {
      const photos = [work.photo, ...work.morePhotos]
        .map((photo, i) => {
          const name = submissionPhotoName(work, photo, i);
          return `<a href="${escapeHtml(encodeURI(name))}"><img src="${escapeHtml(encodeURI(name))}" alt="Фото ${i + 1}" loading="lazy"></a>`;
        })
        .join('');
      const words = work.review_comment ? `<p>Слова учителя: «${escapeHtml(work.review_comment)}»</p>` : '';
      const shown = gallery.get(work.id);
      const inGallery =
        shown?.shownAt != null
          ? `<p>Показана классу в галерее с ${day(shown.shownAt)}${shown.hiddenByStaffAt != null ? ', но учитель скрыл её из галереи' : ''}</p>`
          : '';
      return `<section class="work"><h3>№${work.project_id} ${escapeHtml(projectTitle(work.project_id))}</h3>
<p>Отправлена ${day(work.created_at)}${work.reviewed_at ? `, проверена ${day(work.reviewed_at)}` : ''}: <b>${escapeHtml(OUTCOME[work.status] ?? work.status)}</b></p>
${words}${inGallery}<div class="photos">${photos}</div></section>`;
    })
    .join('\n');
}

function list(title: string, items: string[]): string {
  return items.length === 0 ? '' : `<h2>${escapeHtml(title)}</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

const STYLE = `body{margin:0;background:#f3f5f9;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2433}
main{max-width:760px;margin:0 auto;padding:24px 16px}h1{font-size:26px;margin:0 0 8px}h2{font-size:20px;margin:28px 0 8px}h3{font-size:17px;margin:0 0 4px}
table{border-collapse:collapse}th{text-align:left;font-weight:600;padding:4px 16px 4px 0;color:#5b6578}td{padding:4px 0}
.work{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}.work p{margin:0 0 8px}
.photos{display:flex;flex-wrap:wrap;gap:8px}.photos img{width:160px;height:120px;object-fit:cover;border-radius:8px}.note{color:#5b6578}`;

/** The readable page of the copy: the profile, each work with its photos and the teacher's words, comments, lessons, programming tasks, awards. */
export function familyCopyPage(copy: FamilyCopy): string {
  const { profile } = copy;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const exported = day(Math.floor(Date.parse(copy.exportedAt) / 1000));
  const lessons = copy.lessonChecks.map(
    (check) => `${escapeHtml(lessonById(check.lessonId)?.title ?? `Урок ${check.lessonId}`)}: ${check.correct} из ${check.total} верно${check.passed ? ', пройден' : ''} (${day(check.createdAt)})`,
  );
  const programs = copy.mcuTasks.map(
    (pass) => `${escapeHtml(mcuTaskById(pass.taskId)?.title ?? `Задание ${pass.taskId}`)}: решено ${day(pass.passedAt)}${pass.reward > 0 ? `, награда ${countOf(pass.reward, DIAMONDS)}` : ''}`,
  );
  const awards = [
    ...copy.badges.map((badge) => `${escapeHtml(badgeById(badge.id)?.title ?? badge.id)} (${day(badge.earnedAt)})`),
    ...copy.medals.map((medal) => `Медаль за ${medal.place}-е место в рейтинге, ${escapeHtml(medal.month)}`),
  ];
  const comments = copy.comments.map((comment) => `${day(comment.created_at)}: «${escapeHtml(comment.text)}»${comment.hidden_at ? ' (скрыт)' : ''}`);
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Данные: ${escapeHtml(name)}</title><style>${STYLE}</style></head><body><main>
<h1>${escapeHtml(name)}: копия данных</h1>
<p class="note">Школа робототехники, копия от ${exported} Фото работ лежат в папке «фото» рядом с этой страницей. Всё то же самое для программ — в файле «данные.json».</p>
<h2>Профиль</h2><table>
${row('Имя', profile.firstName)}${row('Фамилия', profile.lastName)}${row('E-mail', profile.email)}${row('Город', profile.city)}
${row('Уровень', profile.level)}${row('Алмазы', profile.diamonds)}${row('Рейтинг', profile.rating)}${row('В школе с', day(profile.createdAt))}
</table>
<h2>${copy.submissions.length > 0 ? `Работы: ${countOf(copy.submissions.length, WORKS)}` : 'Работы'}</h2>
${works(copy)}
${list('Уроки', lessons)}
${list('Задания по программированию', programs)}
${list('Награды', awards)}
${list('Комментарии', comments)}
</main></body></html>`;
}
