import type { Redis } from 'ioredis';
import type { AppSettings } from '../config.ts';
import { opsTokenAttempts } from '../features/ops-sessions/ops-token-attempts.ts';
import { apiNoindex } from '../features/seo/api-noindex.ts';
import { seoRoutes } from '../features/seo/seo-routes.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { opsListener } from '../http/ops-listener.ts';
import { csrf } from '../plugins/csrf.ts';
import { media } from '../plugins/media.ts';
import { openApi } from '../plugins/openapi.ts';
import { rateLimits } from '../plugins/rate-limits.ts';
import { securityHeaders } from '../plugins/security-headers.ts';

/**
 * The plugins every route shares: security headers, the operators' listener, XSRF, rate limits, the
 * operators' token attempts, `X-Robots-Tag` on API answers, then OpenAPI, media, robots and sitemaps.
 */
export async function registerCrossCuttingPlugins(app: ApiInstance, settings: AppSettings, redis?: Redis) {
  await app.register(securityHeaders, { extraOrigins: settings.cspExtraOrigins });
  // With the security headers every answer carries, and before the CSRF check and the routes' limits: a
  // request at the wrong listener is not found, whatever else it lacks.
  await app.register(opsListener, { separate: settings.opsListener !== undefined });
  await app.register(csrf);
  await app.register(rateLimits, { limits: settings.rateLimit, redis });
  await app.register(opsTokenAttempts);
  await app.register(apiNoindex);
  await app.register(openApi);
  await app.register(media, { mediaDir: settings.mediaDir });
  await app.register(seoRoutes, { siteUrl: settings.siteUrl });
}
