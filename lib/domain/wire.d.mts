// Types for wire.mjs (plain JavaScript so that next.config.mjs can load it).
export declare const SESSION_COOKIES: { readonly plain: string; readonly secure: string };
export declare const LOCALE_COOKIE: string;
export declare const LEGACY_LOCALE_COOKIE: string;
export declare const PEER_HEADER: string;
export declare const FORWARDED_HEADER: string;
export declare const servesHttps: (appUrl: string | undefined) => boolean;
