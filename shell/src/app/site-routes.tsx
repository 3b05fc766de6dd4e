import { pageRoutes } from '@rental/shared/federation/page-routes.ts';
import { BrowserRouter, Route, Routes } from '@rental/shared/routes/router.ts';
import { RemoteRegion } from '../federation/remote-region.tsx';
import { Layout } from '../layout/layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';

/**
 * Every route of SPEC §2 inside the one layout. Declarative routes: the site needs no loaders or actions,
 * and the data router would add about 40 KB (compressed) to the first screen (issue 8).
 */
export function SiteRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          {pageRoutes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RemoteRegion remote={route.remote} expose={route.expose} isPage />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
