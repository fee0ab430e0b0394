export declare const ARGS_CHROMIUM: readonly string[];
export declare const EXECUTAVEL_CHROMIUM: string;
