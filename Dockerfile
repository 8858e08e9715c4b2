# The Hostel Management System as a container image (docs/operations.md#running-in-containers).
#
#   docker build -t hostel .            (or: podman build --format docker -t hostel .)
#   docker run -p 3000:3000 -v hostel-data:/data hostel
#
# NODE_IMAGE names the Node.js 24 image every stage starts from: the public one by default; a
# mirror, a pinned digest or a locally made equivalent (scripts/container-test.sh) with
# --build-arg NODE_IMAGE=... . It must be Debian-based (glibc) and have node and npm on the PATH.
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

# --- build: the web app (Vite) and the compiled server (esbuild), from every dependency ---------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The manifests first, so the dependencies are installed again only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build

# --- deps: the packages the compiled server loads at run time -----------------------------------
# The bundle holds our code and @hms/shared; every other package stays in node_modules and is
# loaded as published, with the files it finds beside itself: PGlite's WebAssembly and
# extensions, argon2's native binding, the receipt's fonts, pg-boss (scripts/build-server.mjs).
# Those are apps/server's dependencies, without the web app's or anyone's development tools.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace apps/server --ignore-scripts \
 && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
RUN groupadd --system --gid 10001 hostel \
 && useradd --system --uid 10001 --gid hostel --home-dir /app --no-create-home \
      --shell /usr/sbin/nologin hostel \
 && mkdir -p /data \
 && chown hostel:hostel /data
WORKDIR /app
COPY --from=deps /app ./
# The server finds apps/server by its package.json, its migrations in apps/server/drizzle and the
# web app in apps/web/dist, all from the bundle's own place (docs/decisions/051).
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
USER hostel
# The embedded database and the generated JWT secret; unused with DATABASE_URL and JWT_SECRET.
VOLUME ["/data"]
EXPOSE 3000
# Readiness (docs/operations.md#health-and-readiness): 503 while the server migrates or its
# database does not answer. The image has no curl; node's fetch does. Docker-format images only:
# build with podman/buildah using --format docker to keep it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops taking requests, finishes those in flight (up to 5 s) and closes the
# database; give it 10 s or more before a kill (docker stop -t, compose stop_grace_period).
STOPSIGNAL SIGTERM
# node itself is the container's first process, so the stop signal reaches the server.
CMD ["node", "apps/server/dist/server.mjs"]
