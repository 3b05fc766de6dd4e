# The site and its API in one image (docs/operations.md). The build runs before this, once, on the CI machine:
# `npm run build` leaves the server in api/dist and the site in shell/dist, mf-*/dist and ops/dist; this file only
# adds the production dependencies and copies those outputs. NODE_IMAGE names the official Node image; where no
# registry is reachable, deploy/image/prepare-base.sh makes a local stand-in of it.
ARG NODE_IMAGE=node:26-bookworm-slim

# Production dependencies only, from the lock file; no package here needs an install script. Optional peers
# (TypeScript for i18next's types, OpenTelemetry for drizzle's tracing) are never loaded, nor are the type
# declarations and source maps the packages ship. Behind a proxy that
# signs TLS with its own authority, pass that authority as a build secret (`--secret id=ca-certificates,src=FILE`):
# it is read during this step only and stays out of the image.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-cart-quote/package.json mf-cart-quote/
COPY mf-catalogue/package.json mf-catalogue/
COPY mf-content/package.json mf-content/
COPY ops/package.json ops/
COPY release-tools/package.json release-tools/
COPY e2e/package.json e2e/
RUN --mount=type=secret,id=ca-certificates --mount=type=cache,target=/root/.npm \
    if [ -f /run/secrets/ca-certificates ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca-certificates; fi \
 && npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete

# Debian's tini as PID 1: it forwards SIGTERM to the server and reaps what the render workers leave.
FROM ${NODE_IMAGE} AS init
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends tini >/dev/null

# The folder release store (RELEASE_STORES, by default the repository's releases/) moves into DATA_DIR with the
# rest of what the server writes; a fleet names its shared store (s3://… or an HTTP origin) instead.
# Two malloc arenas: the render worker and the compression threads each took arenas of their own, resident
# memory that stayed (docs/operations.md#sizing).
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    DATA_DIR=/var/lib/doral-rentals \
    RELEASE_STORES=/var/lib/doral-rentals/release-store \
    HOST=0.0.0.0 \
    METRICS_HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=init /usr/bin/tini /usr/bin/tini
COPY --from=dependencies /app ./
COPY api/dist api/dist
COPY api/drizzle api/drizzle
COPY api/media api/media
COPY shell/dist shell/dist
COPY mf-cart-quote/dist mf-cart-quote/dist
COPY mf-catalogue/dist mf-catalogue/dist
COPY mf-content/dist mf-content/dist
COPY ops/dist ops/dist
# The application's files stay root's and read-only to it; the server writes only in DATA_DIR.
RUN mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
VOLUME /var/lib/doral-rentals
USER node
EXPOSE 8080
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "api/dist/server.mjs"]
