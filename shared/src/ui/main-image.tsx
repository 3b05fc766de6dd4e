import type { ImgHTMLAttributes } from 'react';
import { imageUrl } from '../api-client/api-base.ts';

/**
 * An item's main image from the API: decorative, since the item's name stands beside it, and sized as
 * every main image is stored (800×600), so the page keeps its place while it loads.
 */
export function MainImage({
  image,
  className,
  ...loading
}: { image: string | null | undefined } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>) {
  return <img className={className} src={imageUrl(image)} alt="" width={800} height={600} {...loading} />;
}
