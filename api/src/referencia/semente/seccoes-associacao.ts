import type { Seccao } from '@site/shared/contract';

import { criarImagem } from '../midia/catalogo';

import { criarArquivoPdf, type ContextoSeed } from './contexto';
import { blocosEstatutos } from './estatutos';

const base = {
  idPagina: 4,
  activo: true,
  menu: true,
  resumo: '',
  imagem: null,
  slides: [],
  anexos: [],
};

/** Page 4, the association: sections 1-5 of the navbar dropdown, and one inactive section. */
export function seccoesAssociacao(ctx: ContextoSeed): Seccao[] {
  const a = ctx.associacao;
  const estatutos = criarArquivoPdf(ctx, {
    idArquivo: 1,
    nome: `Estatutos da ${a.sigla}.pdf`,
    titulo: `Estatutos da ${a.nome}`,
    blocos: blocosEstatutos(a),
  });
  return [
    {
      ...base,
      idSeccao: 1,
      nome: 'História',
      ordem: 1,
      resumo: `Da iniciativa de um grupo de profissionais a uma associação de âmbito nacional.`,
      textoSeccao: `
<p>A <strong>${a.nome}</strong> (${a.sigla}) nasceu em Luanda, em 2009, da vontade de um grupo de engenheiros, auditores e gestores que sentiam a falta de um espaço comum para partilhar experiências sobre qualidade, normalização e melhoria contínua.</p>
<p>Nos primeiros anos, a actividade centrou-se em encontros técnicos mensais e na tradução e divulgação de normas internacionais. Com o crescimento do número de associados, a ${a.sigla} abriu uma delegação em Benguela e passou a organizar uma conferência nacional anual.</p>
<h3>Marcos principais</h3>
<ul>
  <li><strong>2009</strong> — escritura pública de constituição, com 27 associados fundadores.</li>
  <li><strong>2012</strong> — primeira Conferência Nacional da Qualidade, em Luanda.</li>
  <li><strong>2015</strong> — abertura da delegação de Benguela.</li>
  <li><strong>2018</strong> — protocolo de cooperação com o organismo nacional de normalização.</li>
  <li><strong>2023</strong> — mais de 600 associados individuais e 80 colectivos.</li>
</ul>`,
    },
    {
      ...base,
      idSeccao: 2,
      nome: 'Missão, Visão e Valores',
      ordem: 2,
      textoSeccao: `
<h3>Missão</h3>
<p>Promover a cultura da qualidade em Angola, apoiando pessoas e organizações na adopção de normas, métodos e boas práticas que melhorem os produtos, os serviços e a vida das comunidades.</p>
<h3>Visão</h3>
<p>Ser a referência nacional na promoção da qualidade e da normalização, reconhecida pelo rigor técnico, pela independência e pela proximidade aos associados.</p>
<h3>Valores</h3>
<ul>
  <li><strong>Rigor</strong> — decisões fundamentadas em factos e em normas.</li>
  <li><strong>Integridade</strong> — independência e transparência em todas as actividades.</li>
  <li><strong>Partilha</strong> — o conhecimento cresce quando circula.</li>
  <li><strong>Melhoria contínua</strong> — planear, executar, verificar e agir, todos os dias.</li>
</ul>`,
    },
    {
      ...base,
      idSeccao: 3,
      nome: 'Estatutos',
      ordem: 3,
      anexos: [estatutos],
      textoSeccao: `
<p>Os estatutos definem a natureza, os fins, os direitos e deveres dos associados e o funcionamento dos órgãos sociais da ${a.sigla}. A versão consolidada em vigor pode ser descarregada abaixo.</p>
<table>
  <thead><tr><th>Capítulo</th><th>Matéria</th><th>Artigos</th></tr></thead>
  <tbody>
    <tr><td>I</td><td>Denominação, natureza, sede e fins</td><td>1.º a 3.º</td></tr>
    <tr><td>II</td><td>Dos associados</td><td>4.º a 7.º</td></tr>
    <tr><td>III</td><td>Dos órgãos sociais</td><td>8.º a 11.º</td></tr>
    <tr><td>IV</td><td>Disposições finais</td><td>12.º e 13.º</td></tr>
  </tbody>
</table>`,
    },
    {
      ...base,
      idSeccao: 4,
      nome: 'Órgãos Sociais',
      ordem: 4,
      textoSeccao: `
<p>Os órgãos sociais da ${a.sigla} são eleitos em Assembleia Geral para mandatos de três anos. O mandato em curso é o de 2024–2026.</p>
<ul>
  <li><strong>Assembleia Geral</strong> — órgão deliberativo máximo, formado por todos os associados.</li>
  <li><strong>Direcção</strong> — gere a associação e executa o plano de actividades.</li>
  <li><strong>Conselho Fiscal</strong> — fiscaliza as contas e a gestão financeira.</li>
</ul>`,
    },
    {
      ...base,
      idSeccao: 5,
      nome: 'Mensagem do Presidente',
      ordem: 5,
      imagem: criarImagem(ctx.catalogo, {
        idImagem: 501,
        base: 'mensagem-presidente',
        titulo: 'Mensagem do Presidente',
        textoAlternativo: `O Presidente da Direcção da ${a.sigla} num encontro com associados`,
        estilo: 'auditorio',
        largura: 1200,
        altura: 800,
      }),
      textoSeccao: `
<p>Caros associados, parceiros e amigos,</p>
<p>A qualidade não é um luxo: é a condição para que as nossas empresas conquistem mercados, para que os serviços públicos respondam aos cidadãos e para que cada produto angolano inspire confiança.</p>
<p>Nos próximos anos, a ${a.sigla} vai reforçar a formação nas províncias, aproximar-se das universidades e apoiar as pequenas e médias empresas na certificação. Conto com todos para esta caminhada.</p>
<p><em>— António Manuel Kiala, Presidente da Direcção</em></p>`,
    },
    {
      ...base,
      idSeccao: 6,
      nome: 'Relatórios e Contas',
      ordem: 6,
      activo: false,
      menu: false,
      textoSeccao: '<p>Os relatórios anuais estão em revisão e serão publicados em breve.</p>',
    },
  ];
}
