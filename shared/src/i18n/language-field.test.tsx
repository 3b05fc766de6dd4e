import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, useTestI18n } from '../testing/render-page.tsx';
import { LanguageField } from './language-field.tsx';

const searchForm = (
  <form role="search" action="/equipments">
    <input name="query" defaultValue="generador" />
    <LanguageField />
  </form>
);

/** What the browser sends when it submits the form itself, without the script. */
const sent = () => new URLSearchParams(new FormData(screen.getByRole('search') as HTMLFormElement) as never);

const texts = { label: 'Search' };
beforeAll(() => useTestI18n('test', { en: texts, ht: texts, es: texts, fr: texts }));

describe("a form the browser sends itself carries the page's language", () => {
  it('when the address named it', async () => {
    await i18next.changeLanguage('es');
    renderRoute(searchForm, { path: '/equipments?lang=es', pattern: '/equipments' });
    expect(sent().toString()).toBe('query=generador&lang=es');
  });

  it('as the page reads it, English included', async () => {
    await i18next.changeLanguage('en');
    renderRoute(searchForm, { path: '/packages?lang=en', pattern: '/packages' });
    expect(sent().get('lang')).toBe('en');
  });

  it('not when the remembered choice gave it, which the next request carries as well', async () => {
    await i18next.changeLanguage('fr');
    renderRoute(searchForm, { path: '/equipments?lang=xx', pattern: '/equipments' });
    expect(sent().has('lang')).toBe(false);
  });
});
