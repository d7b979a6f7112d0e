# Shared by scripts/start.sh and scripts/test.sh: checks the machine and
# installs what is missing.
set -euo pipefail

log() { printf '\033[36m[dreamscape]\033[0m %s\n' "$*"; }
fail() { printf '\033[31m[dreamscape]\033[0m %s\n' "$*" >&2; exit 1; }

# package.json's engines field, said plainly before npm or Next fail obscurely.
check_node() {
  command -v node >/dev/null 2>&1 || fail "Node.js is not installed: install Node.js 20.19 or newer (https://nodejs.org)."
  node -e '
    const [major, minor] = process.versions.node.split(".").map(Number);
    if (major < 20 || (major === 20 && minor < 19)) {
      console.error(`DreamScape needs Node.js 20.19 or newer; this is ${process.version}. Install a newer Node.js (https://nodejs.org) and try again.`);
      process.exit(1);
    }' || exit 1
}

# npm ci (exactly the lock, which it never rewrites: a rewritten lock would make
# the tree dirty and the build id random, see next.config.mjs) when
# node_modules is missing or older than the lock.
ensure_deps() {
  check_node
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages"
    npm ci --no-audit --no-fund || fail "npm ci failed (see above): check the network connection to the npm registry."
  fi
  if [ ! -f lib/generated/prisma/client.ts ] || [ prisma/schema.prisma -nt lib/generated/prisma/client.ts ]; then
    log "generating the Prisma client"
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/false npx prisma generate >/dev/null || fail "prisma generate failed (see above)."
  fi
}

# A variable is "configured" when exported or written in one of Next's .env files.
configured() {
  [ -n "${!1:-}" ] || grep -qs "^$1=." .env .env.local .env.production .env.production.local
}
