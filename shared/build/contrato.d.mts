export declare const PREFIXOS_API: string[];
export declare const NOMES_REMOTOS: string[];
