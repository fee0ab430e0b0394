import { esquemaConfiguracaoSite } from '../src/contract/esquemas';

/** The runtime configuration every test renders with, read by the same schema as the real one. */
export const configuracaoTeste = esquemaConfiguracaoSite.parse({
  associacao: {
    nome: 'Associação Angolana para a Qualidade',
    sigla: 'AAQ',
    slug: 'aaq',
    descricao: 'Qualidade em Angola.',
  },
  remotos: {
    mfe_eventos: '/mf/eventos/mf-manifest.json',
    mfe_institucional: '/mf/institucional/mf-manifest.json',
    mfe_conteudos: '/mf/conteudos/mf-manifest.json',
  },
  desenvolvimento: { nome: 'Kianda Digital, Lda.' },
  urlPublico: 'https://aaq.example.ao',
  // Pictures may come from the CMS's media host too (besides the API bases' own paths).
  imagens: { origens: 'https://media.aaq.example.ao' },
});
