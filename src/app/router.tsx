import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { Placeholder } from '../components/placeholder/placeholder';
import { LoginPage } from '../features/auth/components/login-page';
import { HomePage } from '../features/home/components/home-page';
import { PublicProfilePage } from '../features/profile/components/public-profile-page';
import { StartTrainingPage } from '../features/start-training/components/start-training-page';
import { RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/layout';
import { titleFor } from './layout/route-titles';

/** A section whose content comes with a later issue: the "under development" page, titled. */
function Soon({ path }: { path: string }) {
  return <Placeholder title={titleFor(path)} />;
}

function ProjectSoon() {
  const { id = '' } = useParams();
  return <Placeholder title={titleFor(`/main/project_electonic/${id}`)} />;
}

const SOON_UNDER_MAIN = [
  'electronics',
  '3d-models',
  'microcontrol',
  'profile',
  'settings',
  'settingssecur',
  'whatispayka',
  'what-is-payka',
  'projects',
  'electric-schemes',
  'materials',
  'pcbs',
  'mega-projects',
  'project_electrick_schem/:id',
  'myLevel',
  'spora',
];

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { element: <Layout />, children: [{ path: '/starttraining', element: <StartTrainingPage /> }] },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <Layout />,
        children: [
          {
            path: '/main',
            children: [
              { index: true, element: <HomePage /> },
              ...SOON_UNDER_MAIN.map((path) => ({ path, element: <Soon path={`/main/${path}`} /> })),
              { path: 'project_electonic/:id', element: <ProjectSoon /> },
              { path: '*', element: <Navigate to="/login" replace /> },
            ],
          },
          { path: '/profile/:id', element: <PublicProfilePage /> },
          {
            element: <RequireAdmin />,
            children: [
              { path: '/admin', element: <Soon path="/admin" /> },
              { path: '/zombiebot', element: <Soon path="/zombiebot" /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '/electric-schemes', element: <Navigate to="/main/electric-schemes" replace /> },
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
