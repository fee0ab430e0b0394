export declare const PASTA_MEDIA_SEMENTE: string;
