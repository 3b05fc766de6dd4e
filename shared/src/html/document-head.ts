/**
 * What every page's head holds before its own title, texts and links: the server's document
 * (`shell/src/app/document.tsx`) and the development page (`build-config/development-page.ts`) both write it.
 */
export const DOCUMENT_META = [
  { name: 'viewport', content: 'width=device-width, initial-scale=1' },
  { name: 'color-scheme', content: 'dark' },
  { name: 'theme-color', content: '#111114' },
] as const;

/** The site's icon, which only the shell's origin serves. */
export const SITE_ICON = { href: '/favicon.svg', type: 'image/svg+xml' } as const;
