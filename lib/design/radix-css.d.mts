// Types for radix-css.mjs (plain JavaScript so next.config.mjs can load it).
export declare const COLOR_SCALES: readonly string[];
export declare const UNUSED_COMPONENTS: readonly string[];
export declare const UNUSED_BREAKPOINTS: readonly string[];
export declare const GENERATED_CSS: string;
export declare function radixCss(): string;
export declare function writeRadixCss(): string;
