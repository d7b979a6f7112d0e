// Types for csp.mjs (plain JavaScript so that the page cache handler can load it).
export declare function scriptHash(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
export interface PolicyOptions {
  scriptSources: readonly string[];
  dev?: boolean;
  https?: boolean;
  stripe?: boolean;
}
export declare function contentSecurityPolicy(options: PolicyOptions): string;
export declare function hashedPagePolicy(html: string): string;
export declare const STRICT_TRANSPORT_SECURITY: string;
