// Types for cache-control.mjs (plain JavaScript so that next.config.mjs can load it).
export declare const PUBLIC_CACHE_CONTROL: string;
export declare const SHARED_DREAM_CACHE_CONTROL: string;
export declare const FAST_PUBLIC_PAGES: readonly string[];
