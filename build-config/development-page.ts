import { DOCUMENT_META, SITE_ICON } from '@rental/shared/html/document-head.ts';

const HEAD = [
  '<meta charset="utf-8" />',
  ...DOCUMENT_META.map(({ name, content }) => `<meta name="${name}" content="${content}" />`),
].join('\n    ');

/**
 * The page the dev server and a remote's standalone build open, where the browser renders everything; the
 * site server renders the built site's pages itself (docs/architecture.md#rendering). Its head is the
 * server document's (`shared/src/html/document-head.ts`). Only the shell's origin has the site's icon; a
 * remote's page names an empty one, or the browser asks its origin for one.
 */
export const developmentPage = (title: string, withIcon: boolean) => `<!doctype html>
<html lang="en">
  <head>
    ${HEAD}
    ${withIcon ? `<link rel="icon" href="${SITE_ICON.href}" type="${SITE_ICON.type}" />` : '<link rel="icon" href="data:," />'}
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
