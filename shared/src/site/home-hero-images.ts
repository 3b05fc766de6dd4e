/**
 * The home page's first-screen images under the API's media path: the hero video's first frame (the page's
 * largest paint) and the still shown instead of the video with reduced motion, both 1280×720. The content
 * remote renders them; the site server preloads them and draws them in the home page's first screen
 * (issue 8).
 */
export const HOME_HERO_IMAGES = {
  poster: '/media/home/hero-poster.webp',
  still: '/media/home/hero-still.webp',
  width: 1280,
  height: 720,
} as const;
