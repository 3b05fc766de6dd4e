import { mediaUrl } from '../../../components/media.ts';

/**
 * The hero's files under api/media/home: a 10 s loop (VP9 first, H.264 for the rest), its first frame (the
 * page's largest paint) and the still shown instead of the video with reduced motion, all 1280×720.
 */
export const HERO_MEDIA = {
  poster: mediaUrl('/media/home/hero-poster.webp'),
  still: mediaUrl('/media/home/hero-still.webp'),
  webm: mediaUrl('/media/home/hero-beams.webm'),
  mp4: mediaUrl('/media/home/hero-beams.mp4'),
  width: 1280,
  height: 720,
};
