import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { FAILED, project, ready } from '../../testing/content-fixtures.ts';
import type { LatestProjectsData } from './latest-projects-data.ts';
import { LatestProjectsPage } from './latest-projects-page.tsx';

const PROJECTS: LatestProjectsData = {
  projects: ready([
    // 10:30 pm in Doral on April 26, already April 27 in UTC and in Europe.
    project(1, { title: 'Bayfront Jazz Nights', created_at: '2025-04-27T02:30:00Z' }),
    project(2, { title: 'Coral Wave Sessions', link: 'https://coralwave.example' }),
  ]),
};

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));

describe('LatestProjectsPage', () => {
  it('shows the projects its loader read, each dated as it was in Doral', () => {
    renderRoute(<LatestProjectsPage />, { path: '/latest-projects', data: PROJECTS });
    const cards = screen.getAllByTestId('project-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Bayfront Jazz Nights');
    expect(within(cards[0]!).getByText('April 26, 2025')).toHaveAttribute('datetime', '2025-04-27T02:30:00Z');
    expect(within(cards[1]!).getByRole('link', { name: /Visit project/ })).toHaveAttribute(
      'href',
      'https://coralwave.example',
    );
  });

  it('says the projects could not be loaded', () => {
    renderRoute(<LatestProjectsPage />, { path: '/latest-projects', data: { projects: FAILED } });
    expect(screen.getByRole('status')).toHaveTextContent(/couldn't load this part of the page/);
    expect(screen.queryByTestId('project-card')).not.toBeInTheDocument();
  });

  it('hydrates the server’s page without a difference', async () => {
    const { problems } = await hydrateServerPage(<LatestProjectsPage />, {
      path: '/latest-projects',
      data: PROJECTS,
    });
    expect(problems).toEqual([]);
  });
});
