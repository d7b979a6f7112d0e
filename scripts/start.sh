#!/usr/bin/env bash
# npm start: install what is missing, prepare the database, build, serve.
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_deps
if ! configured NEXTAUTH_SECRET; then
  # A fresh clone has no secret: make one and keep it, so sessions survive restarts.
  mkdir -p .data
  [ -s .data/auth-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > .data/auth-secret
  NEXTAUTH_SECRET="$(cat .data/auth-secret)"
  export NEXTAUTH_SECRET
fi
log "applying database migrations"
npx tsx scripts/migrate.ts
log "building"
npx next build
log "serving on http://localhost:${PORT:-3000}"
exec npx next start -p "${PORT:-3000}"
