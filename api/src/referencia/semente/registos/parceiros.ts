import { GRUPOS, slugify } from '@site/shared/contract';

import { desenharLogotipo } from '../../midia/svg';
import type { ContextoSeed, RegistoSemente } from '../contexto';

import { registo } from './comum';

const PARCEIROS: ReadonlyArray<[number, string, string, string, string]> = [
  [
    111,
    'Instituto Nacional de Normalização',
    'INN',
    'https://www.example.gov.ao/normalizacao',
    'Parceiro na divulgação das normas angolanas e nas comissões técnicas.',
  ],
  [
    111,
    'Câmara de Comércio e Indústria de Benguela',
    'CCIB',
    'https://www.example.ao/ccib',
    'Organização conjunta de formações para empresas da província.',
  ],
  [
    111,
    'Agência de Promoção de Exportações',
    'APEX',
    'https://www.example.ao/apex',
    'Apoio às empresas exportadoras na preparação para a certificação.',
  ],
  [
    112,
    'Kwanza Energia, S.A.',
    'KE',
    'https://www.example.ao/kwanza-energia',
    'Patrocinador da Conferência Nacional da Qualidade.',
  ],
  [
    112,
    'Banco Kwanza Comercial',
    'BKC',
    'https://www.example.ao/bkc',
    'Linha de apoio à certificação de pequenas e médias empresas.',
  ],
  [
    112,
    'Cimentos do Lobito',
    'CL',
    'https://www.example.ao/cimentos-lobito',
    'Visitas técnicas e estágios em ambiente industrial.',
  ],
  [
    112,
    'Palanca Telecom',
    'PT',
    'https://www.example.ao/palanca-telecom',
    'Transmissão online dos webinars da associação.',
  ],
  [
    113,
    'Universidade Agostinho Neto — Faculdade de Engenharia',
    'UAN',
    'https://www.uan.ao',
    'Estágios, projectos finais e formação de formadores.',
  ],
  [
    113,
    'Universidade Katyavala Bwila',
    'UKB',
    'https://www.example.ao/ukb',
    'Cooperação em investigação sobre qualidade na indústria alimentar.',
  ],
  [
    113,
    'Instituto Politécnico do Huambo',
    'IPH',
    'https://www.example.ao/iph',
    'Acolhimento dos seminários no Planalto Central.',
  ],
];

/** Group 11: partners of three kinds, each with an SVG logo, a summary and a URL. */
export function criarParceiros(ctx: ContextoSeed): RegistoSemente[] {
  return PARCEIROS.map(([tipo, nome, sigla, url, resumo], indice) => {
    const idRegisto = 1101 + indice;
    const logoUrl = ctx.catalogo.adicionarSvg(
      `parceiro-${slugify(sigla)}-480x160`,
      desenharLogotipo({ chave: nome, sigla, nome, largura: 480, altura: 160 }),
    );
    return registo({
      idRegisto,
      idGrupo: GRUPOS.parceiros,
      idGrupoTipo: tipo,
      nome,
      url,
      resumo,
      texto: `<p>${resumo}</p>`,
      icone: 'building',
      destaque: indice % 3 === 0,
      imagem: {
        idImagem: idRegisto * 100 + 1,
        url: logoUrl,
        miniaturaUrl: logoUrl,
        largura: 480,
        altura: 160,
        legenda: '',
        miniaturaLargura: 480,
        miniaturaAltura: 160,
        textoAlternativo: `Logótipo de ${nome}`,
      },
    });
  });
}
