# syntax=docker/dockerfile:1
# The site as one container image: the same image runs the whole site in one process on the embedded database
# (`docker run`, as `npm start` does), or one part of a site on PostgreSQL (`--role web`, `--role worker`; compose.yaml).
#   build: docker build -t pafla .
#   run:   docker run -v pafla-data:/var/lib/pafla -p 3000:3000 -e PUBLIC_URL=https://pafla.example.org pafla
# server/src/ops.test.ts checks this file, and server/src/topology.test.ts runs what it builds, as compose.yaml starts it.

# The official Node image of the major version package.json's `engines` asks for, on Debian 12 (as the project's own
# machines), so that the native parts of the dependencies (sharp's libvips, @node-rs/argon2) are the glibc builds.
FROM node:24-bookworm-slim AS base

# The whole site, built as `npm run build` builds it on a developer's machine: the shell, the six remotes published
# into deploy/ with their pins, and the server compiled into server/dist/.
FROM base AS build
WORKDIR /srv/pafla
# The lockfile and every workspace's package.json first, so that a change to the code reuses the installed packages.
COPY package.json package-lock.json ./
COPY shared-api/package.json shared-api/
COPY shared-ui/package.json shared-ui/
COPY server/package.json server/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-account/package.json mfe-account/
COPY mfe-network/package.json mfe-network/
COPY mfe-ticketing/package.json mfe-ticketing/
COPY mfe-learning/package.json mfe-learning/
COPY mfe-safety-net/package.json mfe-safety-net/
COPY e2e/package.json e2e/
# No dependency's install script is needed (package.json's `allowScripts` lists the ones that are refused).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# What the server needs from npm at run time and nothing else: the server workspace's dependencies (and shared-api's),
# without the development ones. Installed by npm on this same base, so each native package is the one for the
# platform the image runs on; the workspaces layout (hoisted packages in node_modules/, a workspace's own conflicting
# versions in <workspace>/node_modules/) is kept as npm lays it out.
FROM base AS deps
WORKDIR /srv/pafla
COPY package.json package-lock.json ./
COPY shared-api/package.json shared-api/
COPY shared-ui/package.json shared-ui/
COPY server/package.json server/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-account/package.json mfe-account/
COPY mfe-network/package.json mfe-network/
COPY mfe-ticketing/package.json mfe-ticketing/
COPY mfe-learning/package.json mfe-learning/
COPY mfe-safety-net/package.json mfe-safety-net/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=server --ignore-scripts --no-audit --no-fund

FROM base AS runtime
# PostgreSQL's client programs for backups (pg_dump and pg_restore: Debian 12's are version 15, which must be at least
# the database's, see compose.yaml) and DejaVu, which PDFs use for names beyond Latin-1.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# The site runs as its own user (10001, by number so that an orchestrator can tell it is not root); it owns only the
# data folder, never the code it runs.
RUN groupadd --system --gid 10001 pafla \
  && useradd --system --uid 10001 --gid pafla --create-home --home-dir /home/pafla --shell /usr/sbin/nologin pafla \
  && mkdir -p /var/lib/pafla \
  && chown pafla:pafla /var/lib/pafla
WORKDIR /srv/pafla
# In a container the server listens on every interface: its own loopback is reachable from nowhere else.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/pafla
# The installed dependencies with the root's and every workspace's package.json (`npm run` reads them).
COPY --from=deps /srv/pafla/ ./
# What `npm run serve` serves: the compiled server, the built shell, the published remotes and their pins.
COPY --from=build /srv/pafla/server/dist ./server/dist
COPY --from=build /srv/pafla/shell/dist ./shell/dist
COPY --from=build /srv/pafla/deploy ./deploy
COPY server/serve.mjs server/
# The list of remotes, which the server reads as it starts.
COPY remotes.json ./
# The operator's commands (`npm run admin`, `backup`, `restore`, `mail`) run the TypeScript through tsx, and the
# release tool (`npm run mfe`) publishes the remotes into a bucket (ops/compose/release.sh).
COPY server/src ./server/src
COPY shared-api/src ./shared-api/src
COPY tools/mfe.mjs tools/
COPY tools/mfe ./tools/mfe
COPY ops/compose/release.sh ops/compose/
# The release tool publishes a remote from <remote>/dist/<version>/: in the image, the version deploy/ holds.
RUN for remote in $(node -p "require('./remotes.json').join(' ')"); do ln -s "../deploy/$remote" "$remote/dist"; done
USER 10001:10001
VOLUME /var/lib/pafla
EXPOSE 3000
# Ready: the database, the storage and the job queue answer (README, "Watch"). A worker serves no site: it answers on
# METRICS_PORT, which compose.yaml gives it; any process with METRICS_PORT answers there for itself.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.METRICS_PORT || process.env.PORT || 3000}/api/health/ready`).then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# Without --role, both parts in one process (the embedded database's only way); compose.yaml adds `--role web` or
# `--role worker`. Node receives SIGTERM itself and finishes what is in flight (`docker stop`).
CMD ["node", "server/serve.mjs"]
