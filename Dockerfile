# Loadline in one image: the built app and the API server that serves it.
#   docker build -t loadline .          (or podman build)
#   docker run --init -p 8000:8000 -e DATABASE_URL=postgres://… loadline
# Without DATABASE_URL the server keeps its embedded database in /data, a volume.

ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim
ARG DEBIAN_IMAGE=docker.io/library/debian:bookworm-slim

# Node's binary without its symbol table and debugging sections, 18 MB lighter: the server's stack
# traces come from its source map, and a native module finds the symbols it links to all the same.
FROM ${NODE_IMAGE} AS node
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends binutils >/dev/null \
  && strip --strip-all -o /node /usr/local/bin/node

# Build with every dependency: webpack and esbuild.
FROM ${NODE_IMAGE} AS build
# Where the npm registry is reached through a proxy with its own certificate, the build is given
# it (--build-arg NODE_EXTRA_CA_CERTS=…); a build argument stays in this stage, not in the image.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses a lockfile made without some optional platform packages; install does not.
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
# In /runtime, what the built server reads at run time: the app, the server in one file with the
# few packages it leaves in node_modules (scripts/buildServer.ts), and the migrations. Not what
# only editors and debuggers read, nor PGlite's ES module build and extensions (the server requires
# its CommonJS build and loads none), nor the fonts' files but the Latin WOFF the PDFs are set in
# (and their licence). Nor the embedded database the build prepares in node_modules/.cache
# (46 MB): it would only spare a first start without DATABASE_URL, which makes its own, seconds.
RUN npm run build \
  && npx tsx scripts/buildServer.ts --copy-packages /runtime \
  && cp -r --parents package.json dist dist-server server/db/migrations /runtime \
  && cd /runtime \
  && find dist -name "*.map" -delete \
  && find node_modules -type f \( -name "*.d.ts" -o -name "*.d.[cm]ts" -o -name "*.map" \
    -o -name "*.md" \) -delete \
  && find node_modules/@electric-sql/pglite/dist -type f \( -name "*.js" -o -name "*.tar.gz" \) \
    -delete \
  && find node_modules/@fontsource -type f -not -name package.json -not -name LICENSE \
    -not -name "*-latin-*.woff" -delete

# Debian with Node's binary alone: no npm, no build tools, no ca-certificates (Node verifies TLS
# with its own store of authorities).
FROM ${DEBIAN_IMAGE}
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8000 \
  DATA_DIR=/data
# The official Node images' user (uid and gid 1000), who owns nothing but the data.
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && mkdir /data && chown node:node /data
COPY --from=node /node /usr/local/bin/node
WORKDIR /app
COPY --from=build /runtime ./
USER node
VOLUME /data
EXPOSE 8000
# Alive as long as the process answers; whether it takes traffic is /api/health/ready/.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node does not stop on SIGTERM as PID 1: run with --init (compose: init: true).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "dist-server/index.js"]
