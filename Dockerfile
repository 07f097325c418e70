# Loadline in one image: the built app and the API server that serves it.
#   docker build -t loadline .          (or podman build)
#   docker run --init -p 8000:8000 -e DATABASE_URL=postgres://… loadline
# Without DATABASE_URL the server keeps its embedded database in /data, a volume.

ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

# Build with every dependency: webpack, esbuild and the prepared embedded database.
FROM ${NODE_IMAGE} AS build
# Where the npm registry is reached through a proxy with its own certificate, the build is given
# it (--build-arg NODE_EXTRA_CA_CERTS=…); a build argument stays in this stage, not in the image.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses a lockfile made without some optional platform packages; install does not.
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
# Then the production dependencies alone, without what only editors and debuggers read.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund --loglevel=error \
  && rm -rf node_modules/.cache/loadline/pglite-tar* \
  && find dist -name "*.map" -delete \
  && find node_modules -type f \( -name "*.d.ts" -o -name "*.d.[cm]ts" -o -name "*.map" \
    -o -name "*.md" \) -delete

# Run with the production dependencies alone, as a user who owns nothing but the data.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8000 \
  DATA_DIR=/data
WORKDIR /app
# What the built server reads at run time: the app, the migrations, the place data, and the files
# the prepared embedded database is named after (server/db/templateKey.ts).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/data ./server/data
COPY --from=build /app/domain/regions.ts /app/domain/searchText.ts ./domain/
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
    /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /opt/yarn-* \
    /usr/local/bin/yarn /usr/local/bin/yarnpkg \
  && mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8000
# Alive as long as the process answers; whether it takes traffic is /api/health/ready/.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node does not stop on SIGTERM as PID 1: run with --init (compose: init: true).
CMD ["node", "--enable-source-maps", "dist-server/index.js"]
