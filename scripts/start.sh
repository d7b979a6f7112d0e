#!/usr/bin/env bash
# npm start: check the machine, install what is missing, prepare the database,
# build, serve on HOST (default 127.0.0.1) and PORT (default 3000).
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_deps
export PORT="${PORT:-3000}"
export HOST="${HOST:-127.0.0.1}"
# Before the build: a port that is taken would only fail after a minute of work.
npx tsx scripts/check-port.ts "$HOST" "$PORT" || exit 1
if ! configured NEXTAUTH_SECRET; then
  case "$HOST" in
    127.*|localhost|::1|\[::1\])
      # A fresh clone on a laptop has no secret: make one and keep it, so sessions survive restarts.
      mkdir -p .data
      [ -s .data/auth-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > .data/auth-secret
      NEXTAUTH_SECRET="$(cat .data/auth-secret)"
      export NEXTAUTH_SECRET
      ;;
    *)
      # Reachable from other machines: a secret made here would differ from the other servers' ones.
      fail "HOST=$HOST lets other machines reach this server, so NEXTAUTH_SECRET must be set, and the same on every server of the deployment. Make one with: node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\""
      ;;
  esac
fi
if ! configured VAPID_PUBLIC_KEY && ! configured VAPID_PRIVATE_KEY; then
  case "$HOST" in
    127.*|localhost|::1|\[::1\])
      # Push reminders on a laptop: a VAPID key pair made once and kept, so the browsers' subscriptions survive restarts.
      mkdir -p .data
      [ -s .data/vapid-keys.json ] || node -e "process.stdout.write(JSON.stringify(require('web-push').generateVAPIDKeys()))" > .data/vapid-keys.json
      VAPID_PUBLIC_KEY="$(node -p "require('./.data/vapid-keys.json').publicKey")"
      VAPID_PRIVATE_KEY="$(node -p "require('./.data/vapid-keys.json').privateKey")"
      export VAPID_PUBLIC_KEY VAPID_PRIVATE_KEY
      ;;
    # Reachable from other machines: every server needs the same pair; without one push is off (the start-up log says so).
  esac
fi
if ! configured APP_URL; then
  export APP_URL="http://localhost:${PORT}"
fi
log "applying database migrations"
npx tsx scripts/migrate.ts
log "building"
npx next build
log "serving on http://${HOST}:${PORT} (HOST=0.0.0.0 to accept other machines)"
exec env NODE_ENV=production npx tsx scripts/server.ts
