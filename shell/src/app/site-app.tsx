import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { PageBootstrap } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { PageRemotesContext } from '../federation/page-remotes.tsx';
import { Document } from './document.tsx';

/** The page as both sides render it: the document around the router, in the page's language and builds. */
export function SiteApp({
  bootstrap,
  bootstrapJson,
  i18n,
  children,
}: {
  bootstrap: PageBootstrap;
  bootstrapJson: string;
  i18n: i18n;
  /** The router: the server's static one, or the browser's. */
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageRemotesContext value={bootstrap.remotes}>
          <Document assets={bootstrap.assets} bootstrapJson={bootstrapJson}>
            {children}
          </Document>
        </PageRemotesContext>
      </I18nextProvider>
    </StrictMode>
  );
}
