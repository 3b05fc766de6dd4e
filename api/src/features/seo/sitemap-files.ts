import { paths } from '@rental/shared/routes/paths.ts';

/** The protocol's limit of addresses in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export const DETAIL_KINDS = ['equipment', 'services', 'packages'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

export const detailPath: Record<DetailKind, (id: number) => string> = {
  equipment: (id) => paths.equipmentDetail({ id }),
  services: (id) => paths.serviceDetail({ id }),
  packages: (id) => paths.packageDetail({ id }),
};

/** One sitemap file: the site's pages and lists, or one part of one kind of detail page. */
export type SitemapFile = { kind: 'pages' } | { kind: DetailKind; part: number };

export const sitemapFileName = (file: SitemapFile): string =>
  file.kind === 'pages' ? 'sitemap-pages.xml' : `sitemap-${file.kind}-${file.part}.xml`;

/**
 * Every sitemap file the index names: the pages, then each kind's detail pages in parts of at most
 * `perFile` addresses, so no file breaks the protocol's limit however large the catalogue grows.
 */
export function sitemapFiles(detailCounts: Record<DetailKind, number>, perFile: number): SitemapFile[] {
  return [
    { kind: 'pages' },
    ...DETAIL_KINDS.flatMap((kind) =>
      Array.from({ length: Math.ceil(detailCounts[kind] / perFile) }, (_, index) => ({
        kind,
        part: index + 1,
      })),
    ),
  ];
}

const FILE_NAME = /^sitemap-(?:(pages)|(equipment|services|packages)-([1-9]\d{0,5}))\.xml$/;

/** The file a name stands for, or undefined when it names none (whether that part exists is not checked). */
export function parseSitemapFileName(name: string): SitemapFile | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  if (match[1]) return { kind: 'pages' };
  return { kind: match[2] as DetailKind, part: Number(match[3]) };
}
