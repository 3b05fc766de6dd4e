import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { searchLatestProjects } from '@rental/shared/api-client/calls/search-projects.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import page from '../../components/page.module.css';
import { Section } from '../../components/section.tsx';
import { useApiDataWhenNear } from '../../components/use-api-data.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { ProjectCard } from '../projects/project-card.tsx';

const NEWS_ITEMS = 3;
const loadLatest = () => searchLatestProjects(NEWS_ITEMS);

/** The blog-style block (SPEC §1): the three latest projects, each leading to the latest-projects page. */
export function LatestNewsSection() {
  const { t } = useTranslation(CONTENT_NS);
  const { ref, state: projects } = useApiDataWhenNear(loadLatest);
  return (
    <Section
      block="news"
      eyebrow={t('home.news.eyebrow')}
      title={t('home.news.title')}
      lead={t('home.news.lead')}
      headerAside={
        <Link className={page.moreLink} to={paths.latestProjects()}>
          {t('home.news.all')}
        </Link>
      }
    >
      {projects.status === 'failed' && <LoadFailed />}
      <ul ref={ref} className={page.cardGrid} aria-busy={projects.status === 'loading'}>
        {projects.status === 'loading' &&
          Array.from({ length: NEWS_ITEMS }, (_, index) => (
            <li key={index}>
              <Skeleton height={420} />
            </li>
          ))}
        {projects.status === 'ready' &&
          projects.data.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel={3} variant="teaser" />
            </li>
          ))}
      </ul>
    </Section>
  );
}
