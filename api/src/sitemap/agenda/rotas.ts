import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  CAMINHO_AGENDA,
  caminhoAgendaTipo,
  caminhoIcsEvento,
  MENSAGENS,
  PREFIXO_AGENDA,
  type Evento,
  type TipoEvento,
} from '@site/shared/contract';

import { marcarAlteracoes } from '../cache';
import { dominioDoSite, type OpcoesDescoberta } from '../opcoes-descoberta';
import { origemDoPedido } from '../origem';
import { leituraPorPartes } from '../partes';
import { enviarDocumento, responderIndisponivel, responderNaoEncontrado } from '../respostas';

import { calendarioIcs, nomeFicheiroIcs } from './calendario';
import { lerAgenda, type ConteudoAgenda } from './conteudo-agenda';

const TIPO_ICS = 'text/calendar; charset=utf-8';

/** The id in a calendar file's name (`12.ics`), or null when the name is not one. */
function idDoFicheiro(pedido: FastifyRequest): number | null {
  const { ficheiro = '' } = pedido.params as { ficheiro?: string };
  const id = /^(\d{1,9})\.ics$/.exec(ficheiro)?.[1];
  return id ? Number(id) : null;
}

/** A calendar of some of the public events, or why not. */
type Escolha =
  | { eventos: readonly Evento[]; titulo: string; caminho: string; ficheiro?: string }
  | { naoEncontrado: string }
  | { indisponivel: true };

/** The agenda once its events were read: a calendar is never served without them. */
type AgendaLida = ConteudoAgenda & { eventos: Evento[] };

/**
 * An event type by its id: from the types list, else named by one of its events (a type the
 * CMS's list left out, or a list that could not be read).
 */
function tipoDe({ eventos, tipos }: AgendaLida, id: number | null): TipoEvento | undefined {
  const daLista = tipos?.find((tipo) => tipo.idTipoEvento === id);
  if (daLista) return daLista;
  const evento = eventos.find((e) => e.idTipoEvento === id && e.tipoEvento);
  return evento && id !== null ? { idTipoEvento: id, tipoEvento: evento.tipoEvento } : undefined;
}

/**
 * The iCalendar feeds: `/agenda.ics` (every public event), `/agenda/tipos/{id}.ics` (one type's)
 * and `/agenda/eventos/{id}.ics` (one event, as a download). Only public events appear; an
 * unknown type or a hidden or unknown event answers 404. The events and the types are read as
 * parts: without the types, a type's calendar takes its name from its events; without the
 * events (never read), 503, since an empty calendar would delete every event from subscribers'
 * calendars.
 */
export function registarAgenda(app: FastifyInstance, opcoes: OpcoesDescoberta): void {
  const agora = opcoes.agora ?? Date.now;
  const alteradoEm = marcarAlteracoes(agora);
  const lerConteudo = leituraPorPartes(
    'agenda',
    async (ronda) => {
      const conteudo = await lerAgenda(opcoes.ler, ronda);
      return { ...conteudo, alteradoEm: alteradoEm(conteudo) };
    },
    app.log,
    opcoes,
  );
  const { nome, sigla } = opcoes.associacao;

  const servir =
    (escolher: (conteudo: AgendaLida, id: number | null) => Escolha) =>
    async (pedido: FastifyRequest, resposta: FastifyReply) => {
      let lido: Awaited<ReturnType<typeof lerConteudo>>;
      try {
        lido = await lerConteudo();
      } catch (erro) {
        return responderIndisponivel(pedido, resposta, erro, MENSAGENS.agendaIndisponivel);
      }
      const { eventos } = lido.valor;
      const escolha: Escolha = eventos
        ? escolher({ ...lido.valor, eventos }, idDoFicheiro(pedido))
        : { indisponivel: true };
      if ('indisponivel' in escolha) {
        const erro = new Error('the events could not be read');
        return responderIndisponivel(pedido, resposta, erro, MENSAGENS.agendaIndisponivel);
      }
      if ('naoEncontrado' in escolha)
        return responderNaoEncontrado(resposta, escolha.naoEncontrado);
      const origem = origemDoPedido(pedido, opcoes.urlPublico);
      const calendario = {
        nome: escolha.titulo,
        descricao: `Eventos públicos da ${nome} (${sigla}).`,
        origem,
        dominio: dominioDoSite(opcoes),
        fonte: new URL(escolha.caminho, origem).href,
        carimbo: lido.valor.alteradoEm,
      };
      return enviarDocumento(pedido, resposta, {
        tipo: TIPO_ICS,
        corpo: calendarioIcs(escolha.eventos, calendario),
        segundosRestantes: lido.segundosRestantes,
        ...(escolha.ficheiro
          ? { cabecalhos: { 'content-disposition': `attachment; filename="${escolha.ficheiro}"` } }
          : {}),
      });
    };

  app.get(
    CAMINHO_AGENDA,
    servir(({ eventos }) => ({
      eventos,
      titulo: `${sigla}: agenda de eventos`,
      caminho: CAMINHO_AGENDA,
    })),
  );
  app.get(
    `${PREFIXO_AGENDA}tipos/:ficheiro`,
    servir((agenda, id) => {
      const tipo = tipoDe(agenda, id);
      if (!tipo) {
        return agenda.tipos
          ? { naoEncontrado: MENSAGENS.tipoEventoInexistente }
          : { indisponivel: true };
      }
      const { eventos } = agenda;
      return {
        eventos: eventos.filter((evento) => evento.idTipoEvento === tipo.idTipoEvento),
        titulo: `${sigla}: ${tipo.tipoEvento}`,
        caminho: caminhoAgendaTipo(tipo.idTipoEvento),
      };
    }),
  );
  app.get(
    `${PREFIXO_AGENDA}eventos/:ficheiro`,
    servir(({ eventos }, id) => {
      const evento = eventos.find((e) => e.idEvento === id);
      if (!evento) return { naoEncontrado: MENSAGENS.eventoIndisponivel };
      return {
        eventos: [evento],
        titulo: `${sigla}: ${evento.titulo}`,
        caminho: caminhoIcsEvento(evento.idEvento),
        ficheiro: nomeFicheiroIcs(evento),
      };
    }),
  );
}
