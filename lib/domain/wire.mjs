// Names that cross the custom server's boundary (scripts/server.ts,
// next.config.mjs, proxy.ts and lib/ all read them), and the https rule they
// depend on. Plain JavaScript, so that next.config.mjs can load it. The one
// copy left is in proxy.ts's `matcher`, which Next reads without running it
// (it must be written out there; a test compares the two).

/** next-auth's session cookie, on http and (with the __Secure- prefix) on https. */
export const SESSION_COOKIES = { plain: "next-auth.session-token", secure: "__Secure-next-auth.session-token" };

/** The language a person chose (ours), and the one earlier clients stored. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LEGACY_LOCALE_COOKIE = "i18next";

/** Set by scripts/server.ts for lib/security/client-address.ts: the socket's peer, and whether X-Forwarded-For came. */
export const PEER_HEADER = "x-dreamscape-peer";
export const FORWARDED_HEADER = "x-dreamscape-forwarded";

/** Whether the app is served over https: its public address (APP_URL) says so. Cookies get `Secure`, answers HSTS. */
export const servesHttps = (appUrl) => (appUrl ?? "").startsWith("https://");
