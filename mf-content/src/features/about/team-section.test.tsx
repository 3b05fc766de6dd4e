import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { project, ready, staff } from '../../testing/content-fixtures.ts';
import { ProjectCard } from '../../components/project-card/project-card.tsx';
import { TeamSection } from './team-section.tsx';

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));

describe("the company's texts on a page in French", () => {
  beforeEach(() => i18next.changeLanguage('fr'));
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('marks a job title the API could only answer in English, and only that one', () => {
    render(
      <TeamSection
        staff={ready([
          { ...staff(1, 'Carlos', 'Mendoza', 'Fondateur et PDG'), languages: { title: 'fr' } },
          staff(2, 'Daniela', 'Ruiz', 'Operations Manager'),
        ])}
      />,
    );
    expect(screen.getByText('Fondateur et PDG')).not.toHaveAttribute('lang');
    expect(screen.getByText('Operations Manager')).toHaveAttribute('lang', 'en');
  });

  it("marks a project's category or description that fell back to English, field by field", () => {
    render(
      <ProjectCard
        project={project(12, {
          category: 'Entreprise',
          description: 'A charity gala for 600 guests.',
          languages: { category: 'fr', description: 'en' },
        })}
        headingLevel={2}
        variant="full"
      />,
    );
    expect(screen.getByText('Entreprise')).not.toHaveAttribute('lang');
    expect(screen.getByText('A charity gala for 600 guests.')).toHaveAttribute('lang', 'en');
  });
});
