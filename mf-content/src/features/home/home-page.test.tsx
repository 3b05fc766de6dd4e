import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { category, FAILED, project, ready, service, trucks } from '../../testing/content-fixtures.ts';
import { stubIntersectionObserver } from '../../testing/intersection-observer.ts';
import type { HomeData } from './home-data.ts';
import { HomePage } from './home-page.tsx';
import { HOME_BLOCKS } from '@rental/shared/testing/home-blocks.ts';

const HOME_DATA: HomeData = {
  services: ready([service(1, 'Lighting Design & Programming'), service(4, 'Live Sound')]),
  news: ready([project(11), project(12), project(13)]),
  trucks: ready(trucks()),
};
const CATEGORIES = [category(1, 'Lighting', 3), category(2, 'Sound', 1)];

const block = (name: string) => screen.getByRole('region', { name });

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
beforeEach(() => {
  stubMediaQueries();
  stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows every block of the home page at once, in order, with the data its loader read', () => {
    const { container } = renderRoute(<HomePage />, {
      data: HOME_DATA,
      siteRoot: { categories: CATEGORIES },
    });
    const blocks = [...container.querySelectorAll<HTMLElement>('[data-block]')].map(
      (element) => element.dataset.block,
    );
    expect(blocks).toEqual(HOME_BLOCKS);
    expect(container.querySelector('[aria-busy]')).toBeNull();

    const services = block('Services');
    expect(within(services).getByRole('link', { name: 'Live Sound' })).toHaveAttribute(
      'href',
      '/services/4/show',
    );
    expect(within(services).getAllByRole('listitem')).toHaveLength(2);
    expect(within(block('Fresh from the field')).getAllByTestId('project-card')).toHaveLength(3);
    const inventory = block('An inventory built for every kind of show');
    expect(within(inventory).getByRole('link', { name: /^Lighting/ })).toHaveAttribute(
      'href',
      '/equipments/1',
    );
    expect(within(inventory).getByText('3 subcategories')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the note only in a block whose data could not be read', () => {
    renderRoute(<HomePage />, {
      data: { ...HOME_DATA, services: FAILED },
      siteRoot: { categories: [], categoriesLoaded: false },
    });
    const note = /couldn't load this part of the page/;
    expect(within(block('Services')).getByRole('status')).toHaveTextContent(note);
    expect(within(block('Services')).queryByRole('list')).not.toBeInTheDocument();
    expect(within(block('An inventory built for every kind of show')).getByRole('status')).toHaveTextContent(
      note,
    );
    const news = block('Fresh from the field');
    expect(within(news).queryByRole('status')).not.toBeInTheDocument();
    expect(within(news).getAllByTestId('project-card')).toHaveLength(3);
  });
});
