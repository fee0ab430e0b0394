import type { UseQueryResult } from '@tanstack/react-query';

import type { MembroEquipa } from '@site/shared/contract';
import { HtmlSeguro, ListaAnexos } from '@site/shared/ui';

import { MensagemPresidente } from './mensagem-presidente';
import { OrgaosSociais } from './orgaos-sociais';
import {
  SECCAO_MENSAGEM_PRESIDENTE,
  SECCAO_ORGAOS_SOCIAIS,
  type SeccaoComAncora,
} from './regras-associacao';

/** One section of the association page, with what its kind adds: documents, bodies or the president. */
export function BlocoSeccao(props: SeccaoComAncora & { equipa: UseQueryResult<MembroEquipa[]> }) {
  const { seccao, ancora, equipa } = props;
  const idTitulo = `${ancora}-titulo`;
  const texto = <HtmlSeguro className="html-cms" html={seccao.textoSeccao} />;

  return (
    <section id={ancora} className="seccao-associacao" aria-labelledby={idTitulo}>
      <h2 id={idTitulo} className="h3 seccao-associacao-titulo">
        {seccao.nome}
      </h2>
      {seccao.resumo ? <p className="lead">{seccao.resumo}</p> : null}
      {seccao.idSeccao === SECCAO_MENSAGEM_PRESIDENTE ? (
        <MensagemPresidente seccao={seccao} membros={equipa.data ?? []}>
          {texto}
        </MensagemPresidente>
      ) : (
        texto
      )}
      <ListaAnexos
        anexos={seccao.anexos}
        titulo="Documentos para descarregar"
        idTitulo={`${ancora}-documentos`}
      />
      {seccao.idSeccao === SECCAO_ORGAOS_SOCIAIS ? <OrgaosSociais consulta={equipa} /> : null}
    </section>
  );
}
