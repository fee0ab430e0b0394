export declare const CAMINHOS_DO_SITE: readonly string[];
export declare const CAMINHOS_DO_SITE_PARA_O_SHELL: readonly string[];
export declare function caminhoNaLista(caminhos: readonly string[], caminho: string): boolean;
