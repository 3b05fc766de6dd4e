import { useEffect, type ReactNode } from 'react';
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
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#111114" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
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
