# Shared by scripts/start.sh and scripts/test.sh: installs what is missing.
set -euo pipefail

log() { printf '\033[36m[dreamscape]\033[0m %s\n' "$*"; }

# npm install (not ci: npm 11 cannot lock @swc/core's other-platform packages,
# so `npm ci` refuses the lock) when node_modules is missing or older than the lock.
ensure_deps() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages"
    npm install --no-audit --no-fund
  fi
  if [ ! -f lib/generated/prisma/client.ts ] || [ prisma/schema.prisma -nt lib/generated/prisma/client.ts ]; then
    log "generating the Prisma client"
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/false npx prisma generate >/dev/null
  fi
}

# A variable is "configured" when exported or written in one of Next's .env files.
configured() {
  [ -n "${!1:-}" ] || grep -qs "^$1=." .env .env.local .env.production .env.production.local
}
