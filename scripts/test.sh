#!/usr/bin/env bash
# npm test: install what is missing (packages, Chromium), start PostgreSQL if
# it is installed but stopped, then run every test: Vitest (unit, and
# integration against PostgreSQL and PGlite) and Playwright in Chromium.
# Any step that fails stops the run with a message saying which.
cd "$(dirname "$0")/.."
source scripts/lib.sh
started=$(date +%s)

# The time each phase took, printed at the end whether the run passed or not.
phase_started=$started
phase_times=""
phase_done() {
  local now
  now=$(date +%s)
  phase_times="${phase_times}  $1: $((now - phase_started)) s\n"
  phase_started=$now
}
# The phase running when the script stops (passed or failed) is counted too.
phase_now="setup (packages, Chromium, nginx)"
print_phases() {
  [ -z "$phase_now" ] || phase_done "$phase_now (stopped here)"
  printf '\033[36m[dreamscape]\033[0m time per phase:\n%b' "$phase_times"
}
trap print_phases EXIT

ensure_deps

if [ -z "${CHROMIUM_PATH:-}" ]; then
  CHROMIUM_PATH="$(command -v chromium || command -v chromium-browser || true)"
  if [ -z "$CHROMIUM_PATH" ]; then
    log "installing Chromium from apt"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    { $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ||
      fail "Chromium could not be installed with apt (see above). Install it yourself (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary."
    CHROMIUM_PATH="$(command -v chromium || true)"
    [ -n "$CHROMIUM_PATH" ] || fail "apt installed no chromium binary; set CHROMIUM_PATH to a Chromium binary."
  fi
fi
[ -x "$CHROMIUM_PATH" ] || fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file."
export CHROMIUM_PATH

# The CDN node in front of the app in tests/e2e/cdn.spec.ts (deploy/nginx.conf.template).
if [ -z "${NGINX_PATH:-}" ]; then
  NGINX_PATH="$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true)"
  if [ -z "$NGINX_PATH" ]; then
    log "installing nginx from apt"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    { $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; } ||
      fail "nginx could not be installed with apt (see above). Install it yourself (Debian/Ubuntu: apt-get install nginx) or set NGINX_PATH to an nginx binary."
    NGINX_PATH="$(command -v nginx || echo /usr/sbin/nginx)"
  fi
fi
[ -x "$NGINX_PATH" ] || fail "NGINX_PATH=$NGINX_PATH is not an executable file."
export NGINX_PATH

if command -v pg_lsclusters >/dev/null 2>&1 && pg_lsclusters --no-header 2>/dev/null | grep -q down; then
  log "starting PostgreSQL"
  for version in $(ls /etc/postgresql); do
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  done
fi

phase_done "setup (packages, Chromium, nginx)"
phase_now="lint and type check"
log "lint (ESLint, Prettier, the layers) and type check (tsc)"
# npm run typecheck's two steps: Next's route types first, before ESLint starts
# (it reads them too), then tsc beside ESLint: each is one process on one core.
npx next typegen >/tmp/dreamscape-typecheck.log 2>&1 || { cat /tmp/dreamscape-typecheck.log; fail "next typegen failed (see above)."; }
npx tsc6 --noEmit >/tmp/dreamscape-typecheck.log 2>&1 &
typecheck=$!
npm run --silent lint || { wait "$typecheck" || true; fail "lint failed (see above): npm run format fixes formatting; the rest needs a code change."; }
wait "$typecheck" || { cat /tmp/dreamscape-typecheck.log; fail "type check failed (see above)."; }

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/dreamscape_test}"
export E2E_DATABASE_URL="${E2E_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/dreamscape_e2e}"
# Prints SKIP_POSTGRES=1 when no server answers (and fails in CI instead).
databases="$(npx tsx scripts/test-databases.ts)" || fail "preparing the PostgreSQL test databases failed (see above)."
eval "$databases"
export SKIP_POSTGRES="${SKIP_POSTGRES:-}"

phase_done "lint and type check"
phase_now="Vitest"
log "unit and integration tests (Vitest)"
npx vitest run || fail "Vitest failed (see above)."

phase_done "Vitest"
phase_now="next build"
log "building for the browser tests"
# The lint phase's `npm run typecheck` checked these types already (next.config.mjs).
DREAMSCAPE_TYPES_CHECKED=1 NEXT_TELEMETRY_DISABLED=1 npx next build >/tmp/dreamscape-build.log 2>&1 || { cat /tmp/dreamscape-build.log; fail "next build failed."; }

phase_done "next build"
phase_now="Playwright"
log "browser tests (Playwright, Chromium)"
rm -rf .data/e2e-pglite .data/e2e-pglite.lock .data/e2e-public-pglite .data/e2e-public-pglite.lock
npx playwright test || fail "Playwright failed (see above)."

phase_done "Playwright"
phase_now=""
log "all tests passed in $(( $(date +%s) - started ))s"
