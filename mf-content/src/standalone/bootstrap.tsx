import { routePatterns } from '@rental/shared/routes/paths.ts';
import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { AboutPage } from '../features/about/about-page.tsx';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { LatestProjectsPage } from '../features/projects/latest-projects-page.tsx';
import { CONTENT_NS, contentLoaders } from '../i18n/content-i18n.ts';

void startStandalone('mf-content', CONTENT_NS, contentLoaders, [
  { path: routePatterns.home, Component: HomePage, link: 'home' },
  { path: routePatterns.aboutUs, Component: AboutPage, link: 'about' },
  { path: routePatterns.latestProjects, Component: LatestProjectsPage, link: 'latest-projects' },
  { path: routePatterns.contactUs, Component: ContactPage, link: 'contact' },
]);
