import { z } from 'zod';

import { preguicoso } from '../preguicoso';
import { LIMITES_TEXTO, PROVINCIAS } from '../submissoes';

import {
  captchaToken,
  consentimento,
  email,
  honeypot,
  nome,
  telefone,
  telefoneOpcional,
  texto,
  textoOpcional,
} from './campos';
import { booleano, dataOpcional, idOpcional } from './leitura';

const botCheck = { website: honeypot, captchaToken };

/** Newsletter subscription (`POST cms newsletters`). */
export const esquemaNewsletter = preguicoso(() =>
  z.strictObject({
    email,
    consentimento,
    ...botCheck,
  }),
);
export type PedidoNewsletter = z.input<typeof esquemaNewsletter>;

/**
 * Leaving the newsletter (`POST cms newsletters/cancelamento`): the address alone. Not part of the
 * spec's CMS: the site's design, which a CMS may lack (the page then explains how to ask by e-mail).
 */
export const esquemaCancelamentoNewsletter = preguicoso(() =>
  z.strictObject({
    email,
    ...botCheck,
  }),
);
export type PedidoCancelamentoNewsletter = z.input<typeof esquemaCancelamentoNewsletter>;

/** Contact message (`POST cms formulariosRegistos`). */
export const esquemaMensagemContacto = preguicoso(() =>
  z.strictObject({
    nome,
    email,
    telefone: telefoneOpcional,
    assunto: texto({ campo: 'o assunto', min: 3, max: 150 }),
    mensagem: texto({ campo: 'a sua mensagem', ...LIMITES_TEXTO.mensagem, multilinha: true }),
    consentimento,
    ...botCheck,
  }),
);
export type PedidoMensagemContacto = z.input<typeof esquemaMensagemContacto>;

/** Event sign-up (`POST eve inscricoes`). */
export const esquemaInscricaoEvento = preguicoso(() =>
  z
    .strictObject({
      idEvento: z
        .number({ error: 'Evento inválido.' })
        .int()
        .positive({ error: 'Evento inválido.' }),
      nome,
      email,
      telefone,
      organizacao: textoOpcional({ campo: 'a organização', max: 150 }),
      cargo: textoOpcional({ campo: 'o cargo', max: 100 }),
      categoria: z.enum(['associado', 'nao-associado', 'estudante'], {
        error: 'Escolha a sua categoria de participante.',
      }),
      numeroAssociado: textoOpcional({ campo: 'o número de associado', max: 20 }),
      participantes: z
        .number({ error: 'Indique o número de participantes.' })
        .int({ error: 'Indique um número inteiro de participantes.' })
        .min(1, { error: 'Inscreva pelo menos 1 participante.' })
        .max(10, { error: 'Pode inscrever até 10 participantes de cada vez.' }),
      necessidades: textoOpcional({
        campo: 'as necessidades especiais',
        ...LIMITES_TEXTO.necessidades,
        multilinha: true,
      }),
      consentimento,
      ...botCheck,
    })
    .superRefine(
      (valor, ctx) => {
        if (valor.categoria === 'associado' && !valor.numeroAssociado) {
          ctx.addIssue({
            code: 'custom',
            path: ['numeroAssociado'],
            message: 'Indique o seu número de associado.',
          });
        }
      },
      // Also when other fields are wrong, so that the form shows every missing field at once.
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
);
export type PedidoInscricaoEvento = z.input<typeof esquemaInscricaoEvento>;

/** Membership application (`POST apl candidaturas`). */
export const esquemaCandidatura = preguicoso(() =>
  z
    .strictObject({
      tipo: z.enum(['individual', 'colectivo'], {
        error: 'Escolha se a candidatura é individual ou de uma organização.',
      }),
      categoria: z.enum(['efectivo', 'estudante', 'colectivo'], {
        error: 'Escolha a categoria de associado.',
      }),
      nome: texto({ campo: 'o nome', min: 2, max: 150 }),
      documento: texto({ campo: 'o número do documento', min: 5, max: 20 }),
      representante: textoOpcional({ campo: 'o nome do representante', max: 120 }),
      profissao: textoOpcional({ campo: 'a profissão ou sector de actividade', max: 120 }),
      email,
      telefone,
      provincia: z.enum(PROVINCIAS, { error: 'Escolha a província.' }),
      morada: texto({ campo: 'a morada', ...LIMITES_TEXTO.morada, multilinha: true }),
      motivacao: textoOpcional({
        campo: 'a motivação',
        ...LIMITES_TEXTO.motivacao,
        multilinha: true,
      }),
      aceitaEstatutos: z.literal(true, {
        error: 'Para se candidatar, declare que aceita os estatutos da associação.',
      }),
      consentimento,
      ...botCheck,
    })
    .superRefine(
      (valor, ctx) => {
        // Runs even when other fields are wrong (see `when`), so it must not trust their types.
        const documento = typeof valor.documento === 'string' ? valor.documento : '';
        const normalizado = documento.replace(/\s/g, '').toUpperCase();
        const bi = /^\d{9}[A-Z]{2}\d{3}$/.test(normalizado);
        const problema = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (valor.tipo === 'colectivo') {
          if (valor.categoria !== 'colectivo') {
            problema('categoria', 'Uma organização candidata-se como associado colectivo.');
          }
          if (!valor.representante) {
            problema('representante', 'Indique o nome do representante da organização.');
          }
          if (documento && !/^\d{10}$/.test(normalizado) && !bi) {
            problema(
              'documento',
              'Indique um NIF válido: 10 algarismos (ou o número do BI, para empresários em nome individual).',
            );
          }
        } else if (valor.tipo === 'individual') {
          if (valor.categoria === 'colectivo') {
            problema('categoria', 'A categoria colectivo é para organizações.');
          }
          if (documento && !bi) {
            problema(
              'documento',
              'Indique um número de Bilhete de Identidade válido (ex.: 001234567LA041).',
            );
          }
        }
      },
      // Also when other fields are wrong, so that the form shows every problem at once.
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
);
export type PedidoCandidatura = z.input<typeof esquemaCandidatura>;

/** Field name -> first Portuguese message, from a failed parse. */
export function errosPorCampo(erro: z.ZodError): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const issue of erro.issues) {
    if (issue.code === 'unrecognized_keys') {
      erros._ ??= `O pedido contém campos desconhecidos: ${issue.keys.join(', ')}.`;
      continue;
    }
    const campo = issue.path.length > 0 ? String(issue.path[0]) : '_';
    erros[campo] ??= issue.message;
  }
  return erros;
}

/** What the server answers when a submission is stored. */
/**
 * What a backend answers to a stored submission. A CMS that is not ours may answer with less, or
 * nothing at all: an accepted envelope is a success, and the fields default.
 */
export const esquemaRespostaSubmissao = preguicoso(() =>
  z
    .unknown()
    .transform((valor) => (valor && typeof valor === 'object' ? valor : {}))
    .pipe(
      z.object({
        /** The number the submission was stored under; `null` when the backend gives none. */
        id: idOpcional(),
        /** ISO timestamp of when it was stored; `''` when the backend gives none. */
        recebidoEm: dataOpcional(),
        /** Newsletter only: the address was already subscribed, nothing new was stored. */
        jaExistia: booleano(),
      }),
    ),
);
export type RespostaSubmissao = z.output<typeof esquemaRespostaSubmissao>;
