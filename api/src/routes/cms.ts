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

import {
  activosDoGrupo,
  grupoExiste,
  paraIcone,
  paraIconeConteudo,
  paraLinkUtil,
  paraRegisto,
} from '../conteudo/consultas';
import { envelope } from '../http/envelope';
import { encontrado, exigirLingua, idNumerico } from '../http/parametros';
import type { Conteudo } from '../seed';

import { registarRotasComuns } from './base';
import type { DependenciasApi } from './dependencias';
import { enviarArquivo, enviarMedia } from './ficheiros';
import { rotaSubmissao } from './submissao';

interface P {
  Params: { id?: string; lang?: string; comSeccoes?: string; flag?: string; nome?: string };
}

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
    app.get<P>('/paginas/:lang', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope<Pagina[]>(conteudo.paginas);
    });
    app.get<P>('/paginas/pagina/:id/:lang/:comSeccoes', async ({ params }) => {
      const id = idNumerico(params.id);
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
    app.get<P>('/paginas/pagina/:id', async ({ params }) =>
      envelope<Pagina>(pagina(idNumerico(params.id))),
    );
    app.get<P>('/seccoes/:id/:lang/:comSeccoes', async ({ params }) => {
      const id = idNumerico(params.id);
      exigirLingua(params.lang);
      return envelope<Seccao>(
        encontrado(
          conteudo.seccoes.find((s) => s.idSeccao === id),
          'A secção pedida não existe.',
        ),
      );
    });
    app.get<P>('/equipas/:lang', async ({ params }) => {
      exigirLingua(params.lang);
      const equipa = [...conteudo.equipa].sort(
        (a, b) => (a.orgao?.ordem ?? 0) - (b.orgao?.ordem ?? 0) || a.ordem - b.ordem,
      );
      return envelope<MembroEquipa[]>(equipa);
    });
    app.get('/redesSocias', async () => envelope<RedeSocial[]>(conteudo.redesSociais));
    app.get('/locais', async () => envelope<Local[]>(conteudo.locais));
    app.get<P>('/locais/local/:id/:lang', async ({ params }) => {
      const id = idNumerico(params.id);
      exigirLingua(params.lang);
      return envelope<Local>(
        encontrado(
          conteudo.locais.find((l) => l.idLocal === id),
          'O local pedido não existe.',
        ),
      );
    });

    app.get<P>('/registos/registo/:id/:lang/:comSeccoes', async ({ params }) => {
      const id = idNumerico(params.id);
      exigirLingua(params.lang);
      return envelope<Registo>(paraRegisto(registoActivo(id)));
    });
    app.get<P>('/registos/Listagem/:lang/:comSeccoes', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(conteudo.registos.filter((r) => r.activo).map(paraRegisto));
    });
    app.get<P>('/registos/ListarIcone/:id/:lang', async ({ params }) => {
      const id = grupo(idNumerico(params.id));
      exigirLingua(params.lang);
      return envelope(activosDoGrupo(conteudo.registos, id).map(paraIcone));
    });
    app.get<P>('/registos/ListarIconeConteudo/:id/:lang', async ({ params }) => {
      const id = grupo(idNumerico(params.id));
      exigirLingua(params.lang);
      return envelope(activosDoGrupo(conteudo.registos, id).map(paraIconeConteudo));
    });
    app.get<P>('/registos/Lista/:id/:lang/:flag', async ({ params }) => {
      const id = grupo(idNumerico(params.id));
      exigirLingua(params.lang);
      const soDestaques = params.flag === 'true';
      return envelope(
        activosDoGrupo(conteudo.registos, id)
          .filter((r) => r.url && (!soDestaques || r.destaque))
          .map(paraLinkUtil),
      );
    });
    app.get<P>('/registos/ListarImagem/:id/:lang', async ({ params }) => {
      const registo = registoActivo(idNumerico(params.id));
      exigirLingua(params.lang);
      return envelope(registo.imagens ?? (registo.imagem ? [registo.imagem] : []));
    });
    app.get<P>('/registos/:id/:lang/:comSeccoes', async ({ params }) => {
      const id = grupo(idNumerico(params.id));
      exigirLingua(params.lang);
      return envelope(activosDoGrupo(conteudo.registos, id).map(paraRegisto));
    });
    app.get<P>('/gruposTipos/:id/:lang', async ({ params }) => {
      const id = grupo(idNumerico(params.id));
      exigirLingua(params.lang);
      return envelope<GrupoTipo[]>(
        conteudo.gruposTipos.filter((t) => t.idGrupo === id).sort((a, b) => a.ordem - b.ordem),
      );
    });

    app.get<P>('/arquivos/:id', async ({ params }, resposta) =>
      enviarArquivo(
        resposta,
        encontrado(conteudo.arquivos.get(idNumerico(params.id)), 'O ficheiro pedido não existe.'),
      ),
    );
    app.get<P>('/media/:nome', async ({ params }, resposta) =>
      enviarMedia(
        resposta,
        encontrado(await conteudo.catalogo.obter(params.nome ?? ''), 'A imagem pedida não existe.'),
      ),
    );
  };
}

/** The CMS backend (`/cms/api/v1/`): the reads of `deps.leituras`, and two submissions. */
export function rotasCms(deps: DependenciasApi) {
  return async function (app: FastifyInstance) {
    registarRotasComuns(app, 'cms');
    deps.leituras.cms(app);

    app.post('/newsletters', rotaSubmissao(deps, 'newsletter'));
    app.post('/formulariosRegistos', rotaSubmissao(deps, 'mensagemContacto'));
  };
}
