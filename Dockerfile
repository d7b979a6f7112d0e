# One image for every server of a deployment: built once, run N times on one
# PostgreSQL (docs/production.md; compose.yaml runs two).
# Docker's daemon does not run where this project is tested: the tests
# exercise this topology (tests/e2e/cluster.spec.ts, graceful-stop.spec.ts)
# and a server on `npm ci --omit=dev`, not this file.

# What a server runs on: the production dependencies, nothing else.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The build: every dependency, then the Prisma client, `next build`, and the
# server and migration scripts compiled to plain JavaScript (dist/).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The commit, so that servers built apart agree on chunk names and the service worker's version.
ARG BUILD_ID
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_ID=${BUILD_ID}
RUN npm run build \
  && rm -rf .next/cache \
  && mkdir /out && tar --exclude=./node_modules -cf - . | tar -xf - -C /out

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
# next.config.mjs writes the pruned Radix stylesheet at start, Next its image cache, PGlite (without
# DATABASE_URL) its folder: the app folder belongs to the user it runs as.
RUN chown node:node /app
COPY --from=build --chown=node:node /out /app
COPY --from=deps --chown=node:node /app/node_modules /app/node_modules
USER node
EXPOSE 3000
# Liveness: whether the process answers. Not readiness (/api/health): an orchestrator
# that replaces unhealthy containers (Swarm) would otherwise replace every replica
# while the database is away. Balancers probe readiness (compose.yaml, docs/production.md, "Health checks").
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations (safe to run from every replica at once), then the server itself as PID 1, so SIGTERM
# reaches it: readiness turns 503, requests in progress finish (25 s at most), running jobs finish
# or go back to the queue for the other replicas, and it exits 0.
CMD ["sh", "-c", "node dist/migrate.js && exec node dist/server.js"]
