import { useTranslation } from 'react-i18next';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import { PROJECTS_PAGE_SIZE } from '@rental/shared/contracts/limits.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import page from '../../components/page.module.css';
import { useApiData } from '../../components/use-api-data.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { ProjectCard } from './project-card.tsx';

const loadProjects = () => searchLatestProjects(PROJECTS_PAGE_SIZE);

/** SPEC §2: the six latest projects, newest first, as the API orders them. */
export function LatestProjectsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const projects = useApiData(loadProjects);
  return (
    <div className={page.page}>
      <PageHead title={t('projects.title')} description={t('projects.lead')} />
      <header className={page.pageHeader}>
        <h1 className={page.pageTitle}>{t('projects.title')}</h1>
        <p className={page.lead}>{t('projects.lead')}</p>
      </header>
      {projects.status === 'failed' && <LoadFailed />}
      <ul className={page.cardGrid} aria-busy={projects.status === 'loading'}>
        {projects.status === 'loading' &&
          Array.from({ length: PROJECTS_PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <Skeleton height={520} />
            </li>
          ))}
        {projects.status === 'ready' &&
          projects.data.map((project, index) => (
            <li key={project.id}>
              {/* The first row is on screen at once: no point deferring those images. */}
              <ProjectCard project={project} headingLevel={2} variant="full" eager={index < 3} />
            </li>
          ))}
      </ul>
    </div>
  );
}
