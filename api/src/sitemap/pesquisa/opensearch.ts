import { CAMINHO_OPENSEARCH, CAMINHO_PESQUISA, PARAMETRO_PESQUISA } from '@site/shared/contract';

import { escaparXml } from '../xml';

/** OpenSearch 1.1 caps a ShortName at 16 characters. */
const MAX_NOME_CURTO = 16;

/**
 * The OpenSearch 1.1 description every page links (`rel="search"`): browsers then offer the
 * site's search from their address bar, opening `/pesquisa?q=…` at `origem`.
 */
export function xmlOpenSearch(origem: string, associacao: { nome: string; sigla: string }): string {
  const curto = (associacao.sigla || associacao.nome).slice(0, MAX_NOME_CURTO);
  const modelo = `${new URL(CAMINHO_PESQUISA, origem).href}?${PARAMETRO_PESQUISA}={searchTerms}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escaparXml(curto)}</ShortName>`,
    `  <Description>${escaparXml(`Pesquisar no sítio da ${associacao.nome}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    '  <Language>pt</Language>',
    `  <Image width="16" height="16" type="image/x-icon">${escaparXml(new URL('/favicon.ico', origem).href)}</Image>`,
    `  <Url type="text/html" method="get" template="${escaparXml(modelo)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escaparXml(new URL(CAMINHO_OPENSEARCH, origem).href)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
