import { useTranslation } from 'react-i18next';
import { useLoaderData } from '@rental/shared/routes/router.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import page from '../../components/page.module.css';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import type { LatestProjectsData } from './latest-projects-data.ts';
import { ProjectCard } from '../../components/project-card/project-card.tsx';
import column from '@rental/shared/ui/content-column.module.css';

/** The six latest projects, newest first, as the API orders them (docs/product.md#projects). */
export function LatestProjectsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const { projects } = useLoaderData<LatestProjectsData>();
  return (
    <div className={`${column.contentColumn} ${page.page}`}>
      <PageHead title={t('projects.title')} description={t('projects.lead')} />
      <header className={page.pageHeader}>
        <h1 className={page.pageTitle}>{t('projects.title')}</h1>
        <p className={page.lead}>{t('projects.lead')}</p>
      </header>
      {projects.status === 'failed' ? (
        <LoadFailed />
      ) : (
        <ul className={page.cardGrid}>
          {projects.data.map((project, index) => (
            <li key={project.id}>
              {/* The first row is on screen at once: no point deferring those images. */}
              <ProjectCard project={project} headingLevel={2} variant="full" eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
