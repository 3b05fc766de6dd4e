import { imageUrl } from '@rental/shared/api-client/api-base.ts';

/**
 * The remote's own media (hero video, gallery, client logos) lives beside the catalogue's images under
 * the API's media path, so it shares its caching and its origin.
 */
export const mediaUrl = (path: `/media/${string}`): string => imageUrl(path);
