import type { FastifyInstance } from 'fastify';

import type {
  GrupoTipo,
  Local,
  MembroEquipa,
  Pagina,
  PaginaDetalhe,
  RedeSocial,
  Registo,
  Seccao,
} from '@site/shared/contract';

import { envelope } from '../../comum/http/envelope';
import {
  activosDoGrupo,
  grupoExiste,
  paraIcone,
  paraIconeConteudo,
  paraLinkUtil,
  paraRegisto,
} from '../conteudo/consultas';
import { endpointsDe } from '../http/endpoints';
import { encontrado, exigirLingua, idNumerico } from '../http/parametros';
import type { Conteudo } from '../semente';

import { registarRotasComuns } from './base';
import type { DependenciasApi } from './dependencias';
import { enviarArquivo, enviarMedia } from './ficheiros';
import { rotaSubmissao } from './submissao';

/** The reference CMS's reads (every GET of `/cms/api/v1/`), answered from the seed. */
export function leiturasCms(conteudo: Conteudo): (app: FastifyInstance) => void {
  const pagina = (id: number): Pagina =>
    encontrado(conteudo.paginasPorId.get(id), 'A página pedida não existe.');
  const registoActivo = (id: number) =>
    encontrado(
      conteudo.registos.find((r) => r.idRegisto === id && r.activo),
      'O registo pedido não existe.',
    );
  const grupo = (id: number) => {
    if (!grupoExiste(id)) encontrado(null, 'O grupo pedido não existe.');
    return id;
  };

  return function (app: FastifyInstance) {
    const endpoint = endpointsDe(app, 'cms');
    endpoint('paginas', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope<Pagina[]>(conteudo.paginas);
    });
    endpoint('pagina', async ({ params }) => {
      const id = idNumerico(params.idPagina);
      exigirLingua(params.lang);
      const detalhe: PaginaDetalhe = {
        ...pagina(id),
        seccoes:
          params.comSeccoes === 'true'
            ? conteudo.seccoes.filter((s) => s.idPagina === id).sort((a, b) => a.ordem - b.ordem)
            : [],
      };
      return envelope(detalhe);
    });
    endpoint('paginaSemLingua', async ({ params }) =>
      envelope<Pagina>(pagina(idNumerico(params.idPagina))),
    );
    endpoint('seccao', async ({ params }) => {
      const id = idNumerico(params.idSeccao);
      exigirLingua(params.lang);
      return envelope<Seccao>(
        encontrado(
          conteudo.seccoes.find((s) => s.idSeccao === id),
          'A secção pedida não existe.',
        ),
      );
    });
    endpoint('equipa', async ({ params }) => {
      exigirLingua(params.lang);
      const equipa = [...conteudo.equipa].sort(
        (a, b) => (a.orgao?.ordem ?? 0) - (b.orgao?.ordem ?? 0) || a.ordem - b.ordem,
      );
      return envelope<MembroEquipa[]>(equipa);
    });
    endpoint('redesSociais', async () => envelope<RedeSocial[]>(conteudo.redesSociais));
    endpoint('locais', async () => envelope<Local[]>(conteudo.locais));
    endpoint('local', async ({ params }) => {
      const id = idNumerico(params.idLocal);
      exigirLingua(params.lang);
      return envelope<Local>(
        encontrado(
          conteudo.locais.find((l) => l.idLocal === id),
          'O local pedido não existe.',
        ),
      );
    });

    endpoint('registo', async ({ params }) => {
      const id = idNumerico(params.idRegisto);
      exigirLingua(params.lang);
      return envelope<Registo>(paraRegisto(registoActivo(id)));
    });
    endpoint('listagemRegistos', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(conteudo.registos.filter((r) => r.activo).map(paraRegisto));
    });
    endpoint('icones', async ({ params }) => {
      const id = grupo(idNumerico(params.idGrupo));
      exigirLingua(params.lang);
      return envelope(activosDoGrupo(conteudo.registos, id).map(paraIcone));
    });
    endpoint('iconesConteudo', async ({ params }) => {
      const id = grupo(idNumerico(params.idGrupo));
      exigirLingua(params.lang);
      return envelope(activosDoGrupo(conteudo.registos, id).map(paraIconeConteudo));
    });
    endpoint('listaRegistos', async ({ params }) => {
      const id = grupo(idNumerico(params.idGrupo));
      exigirLingua(params.lang);
      const soDestaques = params.destaque === 'true';
      return envelope(
        activosDoGrupo(conteudo.registos, id)
          .filter((r) => r.url && (!soDestaques || r.destaque))
          .map(paraLinkUtil),
      );
    });
    endpoint('imagens', async ({ params }) => {
      const registo = registoActivo(idNumerico(params.idRegisto));
      exigirLingua(params.lang);
      return envelope(registo.imagens ?? (registo.imagem ? [registo.imagem] : []));
    });
    endpoint('registosDoGrupo', async ({ params }) => {
      const id = grupo(idNumerico(params.idGrupo));
      exigirLingua(params.lang);
      return envelope(activosDoGrupo(conteudo.registos, id).map(paraRegisto));
    });
    endpoint('gruposTipos', async ({ params }) => {
      const id = grupo(idNumerico(params.idGrupo));
      exigirLingua(params.lang);
      return envelope<GrupoTipo[]>(
        conteudo.gruposTipos.filter((t) => t.idGrupo === id).sort((a, b) => a.ordem - b.ordem),
      );
    });

    endpoint('arquivo', async ({ params }, resposta) =>
      enviarArquivo(
        resposta,
        encontrado(
          conteudo.arquivos.get(idNumerico(params.idArquivo)),
          'O ficheiro pedido não existe.',
        ),
      ),
    );
    endpoint('media', async ({ params }, resposta) =>
      enviarMedia(
        resposta,
        encontrado(await conteudo.catalogo.obter(params.nome), 'A imagem pedida não existe.'),
      ),
    );
  };
}

/**
 * The CMS backend (`/cms/api/v1/`): the reads of `deps.leituras`, and the submissions: the
 * spec's two, and leaving the newsletter where that CMS has it.
 */
export function rotasCms(deps: DependenciasApi) {
  return async function (app: FastifyInstance) {
    registarRotasComuns(app, 'cms');
    deps.leituras.cms(app);

    const endpoint = endpointsDe(app, 'cms');
    endpoint('newsletter', rotaSubmissao(deps, 'newsletter'));
    if (deps.leituras.cancelamentoNewsletter) {
      endpoint('cancelamentoNewsletter', rotaSubmissao(deps, 'cancelamentoNewsletter'));
    }
    endpoint('mensagemContacto', rotaSubmissao(deps, 'mensagemContacto'));
  };
}
