import { useTextLang } from '@rental/shared/i18n/page-language.ts';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { MainImage } from '@rental/shared/ui/main-image.tsx';
import type { Project } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import { Card } from '@rental/shared/ui/card.tsx';
import page from '../page.module.css';
import { useDateFormat } from '../use-date-format.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './project-card.module.css';

/**
 * One project (docs/product.md#projects: title, category, description, main image, optional link, date). As a home-page
 * teaser it is a short card leading to the latest-projects page; in full it shows the whole description
 * and, when there is one, the external link, opened in a new tab without handing it our window.
 */
export function ProjectCard({
  project,
  headingLevel,
  variant,
  eager = false,
}: {
  project: Project;
  headingLevel: 2 | 3;
  variant: 'teaser' | 'full';
  eager?: boolean;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const formatDate = useDateFormat();
  const langOf = useTextLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className={variant === 'teaser' ? page.linkedCard : styles.projectCard} data-testid="project-card">
      <MainImage className={page.cardImage} image={project.mainImage} loading={eager ? 'eager' : 'lazy'} />
      <div className={page.cardBody}>
        <div className={styles.meta}>
          <span className={page.tag} lang={langOf(project.languages.category)}>
            {project.category}
          </span>
          <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
        </div>
        <Heading className={page.cardTitle}>
          {variant === 'teaser' ? <Link to={paths.latestProjects()}>{project.title}</Link> : project.title}
        </Heading>
        <p
          className={variant === 'teaser' ? page.clamp3 : styles.description}
          lang={langOf(project.languages.description)}
        >
          {project.description}
        </p>
        {variant === 'full' && project.link && (
          <a className={styles.external} href={project.link} target="_blank" rel="noopener noreferrer">
            {t('projects.visit')}
            <span className="visually-hidden">{t('projects.visitContext', { title: project.title })}</span>
          </a>
        )}
      </div>
    </Card>
  );
}
