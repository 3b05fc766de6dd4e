import { useEffect, type ReactNode } from 'react';
import { DOCUMENT_META, SITE_ICON } from '@rental/shared/html/document-head.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { PAGE_BOOTSTRAP_ID, type PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { answerEarlyTaps } from './early-taps.ts';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. Each page adds its
 * own title, description, addresses and link-preview tags, which React places in the head.
 */
export function Document({
  assets,
  bootstrapJson,
  children,
}: {
  assets: PageAssets;
  /** The page's bootstrap data as the server wrote it, given back unchanged when hydrating. */
  bootstrapJson: string;
  children: ReactNode;
}) {
  // Marks the page as answering clicks and typing (operators' scripts and the browser journeys wait for
  // it), and answers the taps on the layout that came before.
  useEffect(() => answerEarlyTaps(), []);
  return (
    <html lang={useLanguage()}>
      <head>
        <meta charSet="utf-8" />
        {DOCUMENT_META.map((meta) => (
          <meta key={meta.name} name={meta.name} content={meta.content} />
        ))}
        <link rel="icon" href={SITE_ICON.href} type={SITE_ICON.type} />
        {assets.styles.map((href) => (
          <link
            key={href}
            rel="stylesheet"
            href={href}
            integrity={assets.integrity?.[href]}
            crossOrigin={assets.integrity?.[href] ? 'anonymous' : undefined}
          />
        ))}
      </head>
      <body>
        {children}
        <script
          type="application/json"
          id={PAGE_BOOTSTRAP_ID}
          dangerouslySetInnerHTML={{ __html: bootstrapJson }}
          suppressHydrationWarning
        />
      </body>
    </html>
  );
}
