export declare const ARGS_CHROMIUM: readonly string[];
