import { HOME_HERO_IMAGES } from '@rental/shared/site/home-hero-images.ts';
import { mediaUrl } from '../../../components/media.ts';

/** The hero's files under api/media/home: a 10 s loop (VP9 first, H.264 for the rest), its first frame and a still. */
export const HERO_MEDIA = {
  poster: mediaUrl(HOME_HERO_IMAGES.poster),
  still: mediaUrl(HOME_HERO_IMAGES.still),
  webm: mediaUrl('/media/home/hero-beams.webm'),
  mp4: mediaUrl('/media/home/hero-beams.mp4'),
  width: HOME_HERO_IMAGES.width,
  height: HOME_HERO_IMAGES.height,
};
