import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { Loader } from '../components/loader/loader';
import { SITE_NAME, useRouteTitle } from './route-handle';

/** The top of every page: keeps the browser tab's title in step with the page. */
export function Root() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title === SITE_NAME ? SITE_NAME : `${title} — ${SITE_NAME}`;
  }, [title]);
  return <Outlet />;
}

export function RootLoading() {
  return <Loader size="large" delayed />;
}

/**
 * A page's code failed to load (a new version replaced the old files, the network dropped) or a
 * page broke: say so in Russian and offer a reload instead of React Router's English error page.
 */
export function RootError() {
  const error = useRouteError();
  useEffect(() => console.error('Ошибка страницы', error), [error]);
  return (
    <section className="card card--center root-error" role="alert">
      <h1>Что-то пошло не так</h1>
      <p>Страница не открылась. Проверь интернет и обнови страницу — всё, что ты сохранил, на месте.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Обновить страницу
      </button>
    </section>
  );
}
