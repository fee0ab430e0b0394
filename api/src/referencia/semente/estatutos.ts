import type { BlocoPdf } from '../midia/pdf';

import type { Associacao } from './contexto';

/** The statutes as PDF text blocks: chapters, articles and their paragraphs. */
export function blocosEstatutos(a: Associacao): BlocoPdf[] {
  const artigo = (titulo: string, ...textos: string[]): BlocoPdf[] => [
    { tipo: 'subtitulo', texto: titulo },
    ...textos.map((texto): BlocoPdf => ({ tipo: 'paragrafo', texto })),
  ];
  return [
    { tipo: 'titulo', texto: `Estatutos da ${a.nome} (${a.sigla})` },
    {
      tipo: 'paragrafo',
      texto:
        'Aprovados em Assembleia Geral constituinte e alterados em Assembleia Geral extraordinária. Texto consolidado.',
    },
    { tipo: 'subtitulo', texto: 'CAPÍTULO I — Denominação, natureza, sede e fins' },
    ...artigo(
      'Artigo 1.º (Denominação e natureza)',
      `A ${a.nome}, abreviadamente designada por ${a.sigla}, é uma pessoa colectiva de direito privado, sem fins lucrativos, de âmbito nacional, que se rege pelos presentes estatutos e pela legislação angolana aplicável às associações.`,
    ),
    ...artigo(
      'Artigo 2.º (Sede e delegações)',
      `A ${a.sigla} tem sede em Luanda e pode criar delegações ou representações em qualquer província do território nacional, por deliberação da Direcção ratificada pela Assembleia Geral.`,
    ),
    ...artigo(
      'Artigo 3.º (Fins)',
      `A ${a.sigla} tem por fins promover a cultura da qualidade em Angola, divulgar e apoiar a aplicação de normas nacionais e internacionais, contribuir para a formação de profissionais da qualidade e representar os seus associados junto de entidades públicas e privadas.`,
      'Para a prossecução dos seus fins, a associação pode organizar conferências, cursos, seminários e workshops; editar publicações; celebrar protocolos de cooperação; e participar em comissões técnicas de normalização.',
    ),
    { tipo: 'subtitulo', texto: 'CAPÍTULO II — Dos associados' },
    ...artigo(
      'Artigo 4.º (Categorias)',
      'A associação tem associados efectivos, estudantes, colectivos e honorários. São efectivos as pessoas singulares com actividade profissional na área da qualidade; estudantes os alunos do ensino superior ou técnico-profissional; colectivos as pessoas colectivas públicas ou privadas; honorários as pessoas ou entidades a quem a Assembleia Geral atribua essa distinção.',
    ),
    ...artigo(
      'Artigo 5.º (Admissão)',
      'A admissão de associados é da competência da Direcção, mediante candidatura escrita acompanhada dos documentos exigidos no regulamento interno. Da recusa de admissão cabe recurso para a Assembleia Geral.',
    ),
    ...artigo(
      'Artigo 6.º (Direitos)',
      'São direitos dos associados: participar e votar nas Assembleias Gerais; eleger e ser eleito para os órgãos sociais; beneficiar das condições especiais nas actividades da associação; e receber as publicações e informações da associação.',
    ),
    ...artigo(
      'Artigo 7.º (Deveres)',
      'São deveres dos associados: cumprir os estatutos e os regulamentos; pagar pontualmente a jóia e as quotas; exercer com zelo os cargos para que forem eleitos; e contribuir para o prestígio da associação.',
    ),
    { tipo: 'subtitulo', texto: 'CAPÍTULO III — Dos órgãos sociais' },
    ...artigo(
      'Artigo 8.º (Órgãos)',
      'São órgãos sociais da associação a Assembleia Geral, a Direcção e o Conselho Fiscal, eleitos por mandatos de três anos, renováveis uma vez.',
    ),
    ...artigo(
      'Artigo 9.º (Assembleia Geral)',
      'A Assembleia Geral é constituída por todos os associados no pleno gozo dos seus direitos e reúne ordinariamente uma vez por ano, até 31 de Março, para aprovar o relatório e contas do exercício anterior, e extraordinariamente sempre que convocada nos termos da lei.',
    ),
    ...artigo(
      'Artigo 10.º (Direcção)',
      'A Direcção é composta por um Presidente, um Vice-Presidente, um Secretário-Geral, um Tesoureiro e um Vogal, e cabe-lhe gerir a associação, executar as deliberações da Assembleia Geral e representar a associação em juízo e fora dele.',
    ),
    ...artigo(
      'Artigo 11.º (Conselho Fiscal)',
      'O Conselho Fiscal é composto por um Presidente, um Relator e um Vogal, e cabe-lhe fiscalizar a gestão financeira da associação e dar parecer sobre o relatório e contas anuais.',
    ),
    { tipo: 'subtitulo', texto: 'CAPÍTULO IV — Disposições finais' },
    ...artigo(
      'Artigo 12.º (Receitas)',
      'Constituem receitas da associação as jóias e quotas, as receitas das actividades, os subsídios e donativos e quaisquer outras permitidas por lei.',
    ),
    ...artigo(
      'Artigo 13.º (Dissolução)',
      'A associação só pode ser dissolvida por deliberação da Assembleia Geral tomada por maioria de três quartos do número total de associados, que decidirá o destino do património.',
    ),
  ];
}
