/**
 * The page the dev server and a remote's standalone build open, where the browser renders everything; the
 * site server renders the built site's pages itself (docs/architecture.md#rendering). Only the shell's
 * origin has the site's icon; a remote's page names an empty one, or the browser asks its origin for one.
 */
export const developmentPage = (title: string, withIcon: boolean) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <meta name="theme-color" content="#111114" />
    ${withIcon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />' : '<link rel="icon" href="data:," />'}
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
