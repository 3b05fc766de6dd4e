import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import type { Project } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import type { Loaded } from '../../components/load-from-api.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import page from '../../components/page.module.css';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { ProjectCard } from '../../components/project-card/project-card.tsx';
import { HomeSection } from './home-section.tsx';

/** The blog-style block (docs/product.md#home): the three latest projects, each leading to the latest-projects page. */
export function LatestNewsSection({ projects }: { projects: Loaded<Project[]> }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <HomeSection
      block="news"
      headerAside={
        <Link className={page.moreLink} to={paths.latestProjects()}>
          {t('home.news.all')}
        </Link>
      }
    >
      {projects.status === 'failed' ? (
        <LoadFailed />
      ) : (
        <ul className={page.cardGrid}>
          {projects.data.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel={3} variant="teaser" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
