import { createBrowserRouter } from 'react-router-dom';
import { RemoteRegion } from '../federation/remote-region.tsx';
import { Layout } from '../layout/layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { pageRoutes } from './page-routes.ts';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...pageRoutes.map((route) => ({
        path: route.path,
        element: <RemoteRegion remote={route.remote} expose={route.expose} isPage />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
