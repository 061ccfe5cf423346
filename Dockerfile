# Quán's image (issue 25 §1, docs/decisions/038-containers.md): built in one stage with the
# toolchain, run from another with the production dependencies and the built files only.
# Debian, not Alpine: better-sqlite3 has no musl build of our version and would compile there.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, the browser app and the server bundle -------------------------
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source where no prebuilt binary can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first, so a change of code reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies: the server's only, none of the tests' or the bench's ----------
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
# No install scripts, so no toolchain here: the one native module built from source,
# better-sqlite3, comes compiled from the build stage (same lockfile, same base).
# Type declarations, source maps and documents are never read at run time: 45 MB of the image.
RUN npm ci --omit=dev --workspace @quan/server --ignore-scripts --no-audit --no-fund \
 && rm -rf /root/.npm \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \
      -o -name '*.map' -o -iname '*.md' \) -delete
COPY --from=build /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node \
     node_modules/better-sqlite3/build/Release/

# --- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
# tini is PID 1: it hands SIGTERM to the server and reaps what it leaves.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=production-dependencies /app ./
# What `node apps/server/dist/main.js` reads: its bundle, the browser app and the pages'
# renderer. The server's and the domain's sources stay for `npm run backup` (run through tsx).
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/packages/domain packages/domain
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir /data && chown node:node /data
# The same allocator limits and node flags as `npm start` (see package.json).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=65536
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=2", "--heap-growing-percent=30", "apps/server/dist/main.js"]
