import { routePatterns } from '@rental/shared/routes/paths.ts';
import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { CONTENT_NS, contentLoaders } from '../i18n/content-i18n.ts';

void startStandalone('mf-content', CONTENT_NS, contentLoaders, [
  { path: routePatterns.home, page: () => import('../exposed/home.tsx'), link: 'home' },
  { path: routePatterns.aboutUs, page: () => import('../exposed/about.tsx'), link: 'about' },
  {
    path: routePatterns.latestProjects,
    page: () => import('../exposed/latest-projects.tsx'),
    link: 'latest-projects',
  },
  { path: routePatterns.contactUs, page: () => import('../exposed/contact.tsx'), link: 'contact' },
]);
