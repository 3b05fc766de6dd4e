import { imageUrl } from '../api-client/api-base.ts';

/** Shown when a page has no picture of its own that link previews can display. */
export const DEFAULT_SHARE_IMAGE = '/media/home/hero-still.webp';

/** Link previews (Facebook, LinkedIn, X, messengers) show JPEG, PNG, WebP and GIF, not SVG. */
const PREVIEWABLE = /\.(jpe?g|png|webp|gif)$/i;

/** The absolute address of the picture a link preview shows for a page with this image. */
export function shareImageUrl(origin: string, mainImage?: string | null): string {
  const path = mainImage && PREVIEWABLE.test(mainImage) ? mainImage : DEFAULT_SHARE_IMAGE;
  return new URL(imageUrl(path), origin).href;
}
