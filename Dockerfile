# One image for every server of a deployment: built once, run N times on one
# PostgreSQL (README, "Running in production"; compose.yaml runs two).
# Docker's daemon does not run where this project is tested: the tests
# exercise this topology (tests/e2e/cluster.spec.ts), not this file.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The commit, so that servers built apart agree on chunk names and the service worker's version.
ARG BUILD_ID
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_ID=${BUILD_ID}
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
# next.config.mjs writes the pruned Radix stylesheet at start: the app folder belongs to the user it runs as.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Migrations (safe to run from every replica at once), then the server itself as PID 1, so SIGTERM
# reaches it: it stops taking requests and jobs and hands unfinished jobs to the other replicas.
CMD ["sh", "-c", "node --import tsx scripts/migrate.ts && exec node --import tsx scripts/server.ts"]
