import type { Project } from '@rental/shared/contracts';
import { paths } from '@rental/shared/routes/paths.ts';
import type { Loaded } from '../../components/load-from-api.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import page from '../../components/page.module.css';
import { ProjectCard } from '../../components/project-card/project-card.tsx';
import { HomeSection } from './home-section.tsx';

/** The blog-style block (docs/product.md#home): the three latest projects, each leading to the latest-projects page. */
export function LatestNewsSection({ projects }: { projects: Loaded<Project[]> }) {
  return (
    <HomeSection block="news" allAt={paths.latestProjects()}>
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
