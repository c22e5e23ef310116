import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Placeholder } from '../components/placeholder/placeholder';
import { LoginPage } from '../features/auth/components/login-page';
import { CheatSheetPage } from '../features/cheat-sheet/components/cheat-sheet-page';
import { ElectronicsPage } from '../features/courses/components/electronics-page';
import { MegaProjectsPage } from '../features/courses/components/mega-projects-page';
import { GuidePage } from '../features/guides/components/guide-page';
import { ProjectsPage } from '../features/guides/components/projects-page';
import { HomePage } from '../features/home/components/home-page';
import { PublicProfilePage } from '../features/profile/components/public-profile-page';
import { SchemePage } from '../features/schemes/components/scheme-page';
import { SchemesPage } from '../features/schemes/components/schemes-page';
import { SolderingPage } from '../features/soldering/components/soldering-page';
import { StartTrainingPage } from '../features/start-training/components/start-training-page';
import { RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/layout';
import { titleFor } from './layout/route-titles';

/** A section whose content comes with a later issue: the "under development" page, titled. */
function Soon({ path }: { path: string }) {
  return <Placeholder title={titleFor(path)} />;
}

const SOON_UNDER_MAIN = ['3d-models', 'microcontrol', 'profile', 'settings', 'settingssecur', 'materials', 'pcbs', 'myLevel'];

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
              { path: 'electronics', element: <ElectronicsPage /> },
              { path: 'projects', element: <ProjectsPage /> },
              { path: 'project_electonic/:id', element: <GuidePage /> },
              { path: 'electric-schemes', element: <SchemesPage /> },
              { path: 'project_electrick_schem/:id', element: <SchemePage /> },
              { path: 'whatispayka', element: <SolderingPage /> },
              { path: 'what-is-payka', element: <SolderingPage /> },
              { path: 'spora', element: <CheatSheetPage /> },
              { path: 'mega-projects', element: <MegaProjectsPage /> },
              ...SOON_UNDER_MAIN.map((path) => ({ path, element: <Soon path={`/main/${path}`} /> })),
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
