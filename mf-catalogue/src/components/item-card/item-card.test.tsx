import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@rental/shared/i18n/languages.ts';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import { catalogueBundles } from '../../testing/catalogue-bundles.ts';
import { ItemCard } from './item-card.tsx';

beforeAll(() => useTestI18n(CATALOGUE_NS, catalogueBundles));
afterAll(() => i18next.changeLanguage('en'));

const renderSkyPanelCard = () =>
  renderRoute(
    <ItemCard
      href="/equipments/2/details"
      name="ARRI SkyPanel"
      kicker="LED"
      mainImage={null}
      onAdd={() => {}}
    />,
  );

describe('the catalogue card', () => {
  it('names Add to Cart after the item, in English', () => {
    renderSkyPanelCard();
    expect(screen.getByRole('button', { name: 'Add to Cart: ARRI SkyPanel' })).toHaveTextContent(
      'Add to Cart',
    );
  });

  // WCAG 2.5.3 Label in Name: speech users say what they see, so the name starts with the visible words.
  it.each(LANGUAGES)('starts the button name with its visible text in %s', async (language) => {
    await act(() => i18next.changeLanguage(language));
    renderSkyPanelCard();
    const button = screen.getByRole('button');
    const visible = button.textContent ?? '';
    expect(visible).not.toBe('');
    const name = button.getAttribute('aria-label') ?? '';
    expect(name.startsWith(visible), `"${name}" starts with "${visible}"`).toBe(true);
    expect(name).toContain('ARRI SkyPanel');
  });
});
