// Types for page-cache-handler.mjs (plain JavaScript: Next loads it at run time).
export declare function expireTags(tags: readonly string[]): void;
export declare function holdTag(tag: string): void;
export declare function releaseTag(tag: string): void;
export declare function cacheState(): { entries: Map<string, unknown>; bytes: number; maxBytes: number };
declare class PageCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; softTags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export default PageCacheHandler;
export declare function varyOf(key: string): string;
export declare function isTagKept(tag: string): boolean;
