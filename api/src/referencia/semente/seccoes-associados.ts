import type { Seccao } from '@site/shared/contract';

import { criarArquivoPdf, paragrafos, type ContextoSeed } from './contexto';

/** Page 13 (associates) and its child page 17 (online application). */
export function seccoesAssociados(ctx: ContextoSeed): Seccao[] {
  const a = ctx.associacao;
  const regulamento = criarArquivoPdf(ctx, {
    idArquivo: 40,
    nome: 'Regulamento de Quotas e Jóias.pdf',
    titulo: 'Regulamento de Quotas e Jóias',
    blocos: [
      { tipo: 'titulo', texto: `Regulamento de Quotas e Jóias da ${a.sigla}` },
      ...paragrafos(
        'Artigo 1.º — A jóia de inscrição é paga uma única vez, no acto da admissão.',
        'Artigo 2.º — As quotas são anuais e vencem-se a 31 de Janeiro de cada ano. Podem ser pagas em duas prestações semestrais.',
        'Artigo 3.º — Associado efectivo: jóia de 10 000 Kz e quota anual de 30 000 Kz. Associado estudante: isento de jóia, quota anual de 7 500 Kz. Associado colectivo: jóia de 50 000 Kz e quota anual de 250 000 Kz.',
        'Artigo 4.º — O atraso superior a doze meses no pagamento das quotas suspende os direitos de associado até à regularização.',
        'Artigo 5.º — Os pagamentos fazem-se por transferência bancária ou por Multicaixa, indicando sempre o número de associado.',
      ),
    ],
  });
  const comum = {
    idPagina: 13,
    activo: true,
    menu: true,
    resumo: '',
    imagem: null,
    slides: [],
    anexos: [],
  };
  return [
    {
      ...comum,
      idSeccao: 30,
      nome: 'Ser associado',
      ordem: 1,
      textoSeccao: `
<p>Ser associado da ${a.sigla} é fazer parte de uma comunidade de profissionais e organizações empenhados na qualidade. Os associados participam na vida da associação, elegem os órgãos sociais e beneficiam de condições especiais em todas as actividades.</p>
<p>Podem candidatar-se pessoas singulares com actividade ou formação na área da qualidade, estudantes e organizações públicas ou privadas.</p>`,
    },
    {
      ...comum,
      idSeccao: 31,
      nome: 'Categorias e quotas',
      ordem: 2,
      anexos: [regulamento],
      textoSeccao: `
<table>
  <thead><tr><th>Categoria</th><th>Para quem</th><th>Jóia</th><th>Quota anual</th></tr></thead>
  <tbody>
    <tr><td>Associado efectivo</td><td>Profissionais com actividade na área da qualidade e da normalização</td><td>10 000 Kz</td><td>30 000 Kz</td></tr>
    <tr><td>Associado estudante</td><td>Estudantes do ensino superior ou técnico-profissional</td><td>Isento</td><td>7 500 Kz</td></tr>
    <tr><td>Associado colectivo</td><td>Empresas, instituições e organizações</td><td>50 000 Kz</td><td>250 000 Kz</td></tr>
  </tbody>
</table>
<p>As quotas vencem-se a 31 de Janeiro e podem ser pagas em duas prestações.</p>`,
    },
    {
      ...comum,
      idSeccao: 32,
      nome: 'Benefícios',
      ordem: 3,
      textoSeccao: `
<ul>
  <li>Desconto de 40% nas acções de formação e entrada gratuita nos seminários.</li>
  <li>Preço especial na Conferência Nacional da Qualidade.</li>
  <li>Boletim trimestral e acesso à biblioteca técnica.</li>
  <li>Participação nas comissões técnicas e grupos de trabalho.</li>
  <li>Associados colectivos: duas inscrições gratuitas por ano e divulgação no site.</li>
</ul>`,
    },
    {
      ...comum,
      idSeccao: 33,
      nome: 'Como aderir',
      ordem: 4,
      menu: false,
      textoSeccao: `<p>Preencha a <a href="/associados/inscricao">candidatura online</a>. A Direcção aprecia as candidaturas no prazo de 30 dias e comunica a decisão por e-mail.</p>`,
    },
    {
      idPagina: 17,
      idSeccao: 45,
      nome: 'Candidatura online',
      activo: true,
      menu: true,
      ordem: 1,
      resumo: '',
      imagem: null,
      slides: [],
      anexos: [],
      textoSeccao: `
<p>Preencha o formulário com os seus dados. Tenha à mão o número do Bilhete de Identidade (ou o NIF, no caso de organizações).</p>
<ol>
  <li>Escolha o tipo de candidatura: individual ou colectiva.</li>
  <li>Indique os seus dados de contacto e a província.</li>
  <li>Confirme que aceita os estatutos e o tratamento dos seus dados.</li>
</ol>
<p>Receberá a confirmação por e-mail e, depois da aprovação, as instruções para o pagamento da jóia.</p>`,
    },
  ];
}
