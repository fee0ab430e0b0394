import type { Banner, Seccao, Slide } from '@site/shared/contract';

import { LUGARES } from '../midia/lugares';
import type { EstiloCena } from '../midia/svg';

import type { ContextoSeed } from './contexto';

/** A wide crop as a CMS's banner field keeps it, at camera resolution. */
const LARGURA_BANNER = 3200;
const ALTURA_BANNER = 1200;

function banner(
  ctx: ContextoSeed,
  dados: Omit<Banner, 'imagemUrl' | 'largura' | 'altura' | 'ligacao' | 'textoLigacao'> &
    Partial<Pick<Banner, 'ligacao' | 'textoLigacao'>> & { estilo: EstiloCena },
): Banner {
  const { estilo, ...resto } = dados;
  const imagemUrl = ctx.catalogo.adicionarFotografia(
    `banner-${dados.idBanner}-${LARGURA_BANNER}x${ALTURA_BANNER}`,
    {
      chave: `banner-${dados.idBanner}`,
      largura: LARGURA_BANNER,
      altura: ALTURA_BANNER,
      estilo,
      lugar: LUGARES.ingombota,
    },
  );
  return {
    ligacao: '',
    textoLigacao: '',
    ...resto,
    imagemUrl,
    largura: LARGURA_BANNER,
    altura: ALTURA_BANNER,
  };
}

/** Page 1, home: the carousel (3 active slides, one inactive) and welcome texts. */
export function seccoesInicio(ctx: ContextoSeed): Seccao[] {
  const a = ctx.associacao;
  const slides: Slide[] = [
    {
      idSlide: 1,
      titulo: 'Conferência Nacional da Qualidade',
      activo: true,
      ordem: 1,
      banners: [
        banner(ctx, {
          idBanner: 1,
          titulo: 'Conferência Nacional da Qualidade',
          subtitulo: 'Dois dias de debate sobre qualidade, inovação e competitividade.',
          textoAlternativo: 'Auditório cheio durante a sessão de abertura da conferência',
          ligacao: '/eventos/agendados',
          textoLigacao: 'Ver programa',
          estilo: 'auditorio',
        }),
      ],
    },
    {
      idSlide: 2,
      titulo: 'Seja associado',
      activo: true,
      ordem: 2,
      banners: [
        banner(ctx, {
          idBanner: 2,
          titulo: `Junte-se à ${a.sigla}`,
          subtitulo: 'Formação, normas e uma rede de profissionais em todo o país.',
          textoAlternativo: 'Vista da cidade de Luanda ao fim da tarde',
          ligacao: '/associados/inscricao',
          textoLigacao: 'Candidatar-me',
          estilo: 'cidade',
        }),
      ],
    },
    {
      idSlide: 3,
      titulo: 'Normas ao seu alcance',
      activo: true,
      ordem: 3,
      banners: [
        banner(ctx, {
          idBanner: 3,
          titulo: 'Normas ao seu alcance',
          subtitulo: 'Consulte os resumos das normas de qualidade, ambiente e segurança.',
          textoAlternativo: 'Documento técnico aberto sobre uma mesa',
          ligacao: '/normalizacao',
          textoLigacao: 'Consultar normas',
          estilo: 'documento',
        }),
      ],
    },
    {
      idSlide: 4,
      titulo: 'Campanha antiga',
      activo: false,
      ordem: 4,
      banners: [
        banner(ctx, {
          idBanner: 4,
          titulo: 'Dia Mundial da Normalização',
          subtitulo: 'Campanha encerrada.',
          textoAlternativo: 'Paisagem com colinas',
          estilo: 'paisagem',
        }),
      ],
    },
  ];
  const comum = { idPagina: 1, activo: true, resumo: '', imagem: null, anexos: [] };
  return [
    { ...comum, idSeccao: 20, nome: 'Destaques', menu: false, ordem: 1, slides, textoSeccao: '' },
    {
      ...comum,
      idSeccao: 21,
      nome: `Bem-vindo à ${a.sigla}`,
      menu: true,
      ordem: 2,
      slides: [],
      resumo: 'Qualidade, normalização e boas práticas ao serviço de Angola.',
      textoSeccao: `
<p>A <strong>${a.nome}</strong> reúne profissionais, empresas, instituições e estudantes que acreditam que a qualidade é o caminho para o desenvolvimento sustentável de Angola.</p>
<p>Organizamos conferências e formações, divulgamos normas e boas práticas, e representamos os nossos associados junto das entidades públicas e privadas.</p>`,
    },
    {
      ...comum,
      idSeccao: 22,
      nome: 'Próximos eventos',
      menu: false,
      ordem: 3,
      slides: [],
      textoSeccao:
        '<p>Conheça as próximas conferências, formações e workshops e inscreva-se online.</p>',
    },
    {
      ...comum,
      idSeccao: 23,
      nome: 'Porquê associar-se?',
      menu: true,
      ordem: 4,
      slides: [],
      textoSeccao: `
<ul>
  <li>Descontos nas formações e na Conferência Nacional da Qualidade.</li>
  <li>Acesso antecipado a resumos de normas e guias técnicos.</li>
  <li>Uma rede de mais de 600 profissionais da qualidade.</li>
</ul>
<p><a href="/associados/inscricao">Candidate-se online</a> em poucos minutos.</p>`,
    },
  ];
}
