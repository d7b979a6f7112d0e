// What the server says about its configuration when it starts.
import "server-only";
import { env, listensOnLoopbackOnly } from "@/lib/env";

export function startupWarnings(): string[] {
  const warnings: string[] = [];
  if (!env.SMTP_URL && !listensOnLoopbackOnly()) {
    warnings.push(
      `SMTP_URL is not set and the server is reachable from other machines (${env.DREAMSCAPE_LISTEN_HOST ?? "address unknown"}): ` +
        "password reset cannot mail anyone. Reset links are written to this log only; set SMTP_URL to mail them.",
    );
  }
  if (!env.SPOTIFY_CLIENT_ID || !env.SPOTIFY_CLIENT_SECRET) {
    warnings.push(
      "Spotify credentials missing (SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET): playlists come from the built-in catalogue of public-domain music.",
    );
  }
  return warnings;
}
