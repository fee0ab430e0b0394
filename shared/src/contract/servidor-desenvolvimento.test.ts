/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import {
  CAMINHOS_DO_SITE,
  CAMINHOS_DO_SITE_PARA_O_SHELL,
  caminhoNaLista,
} from '../../build/servidor-desenvolvimento.mjs';

import {
  CAMINHO_AGENDA,
  CAMINHO_API_PESQUISA,
  CAMINHO_FEED,
  CAMINHO_MANIFESTO,
  CAMINHO_OPENSEARCH,
  CAMINHO_PESQUISA,
  CAMINHO_ROBOTS,
  CAMINHO_SITEMAP,
  caminhoAgendaTipo,
  caminhoIcsEvento,
} from './descoberta';
import { urlEndpoint } from './endpoints';
import { urlImagem } from './imagens';
import { caminhoRemoto } from './remotos';
import { rotasPublicas } from './rotas';

/** The path of a site address, as the dev server's proxy filter sees it (no query). */
const caminhoDe = (endereco: string) => new URL(endereco, 'http://site.invalid').pathname;

const doSite = [
  urlEndpoint('evento', { idEvento: 15 }),
  urlEndpoint('paginas'),
  urlEndpoint('candidatura'),
  CAMINHO_API_PESQUISA,
  urlImagem('/cms/api/v1/media/foto.jpg', 320),
  CAMINHO_SITEMAP,
  CAMINHO_ROBOTS,
  CAMINHO_OPENSEARCH,
  CAMINHO_FEED,
  CAMINHO_AGENDA,
  caminhoAgendaTipo(2),
  caminhoIcsEvento(15),
].map(caminhoDe);

const daAplicacao = [
  ...rotasPublicas('aaq'),
  '/eventos/15/curso-de-gestao-da-energia',
  '/eventos/tipos/2/formacao',
  CAMINHO_PESQUISA,
  '/main.js',
  // Prefixes without their slash, and exact paths with something after them.
  '/eve',
  '/cms',
  '/cmsx/api/v1/paginas',
  '/site',
  '/sitemap',
  '/agenda',
  '/imagens',
  '/imagem/x',
  '/feed.xml.bak',
];

const soDoShell = [
  `${caminhoRemoto('mfe_eventos')}remoteEntry.js`,
  '/config/site.json',
  CAMINHO_MANIFESTO,
];

describe('o que os servidores de desenvolvimento enviam ao sítio', () => {
  it.each(doSite)('%s vai para o sítio, no remoto e no shell', (caminho) => {
    expect(caminhoNaLista(CAMINHOS_DO_SITE, caminho)).toBe(true);
    expect(caminhoNaLista(CAMINHOS_DO_SITE_PARA_O_SHELL, caminho)).toBe(true);
  });

  it.each(daAplicacao)('%s fica no servidor de desenvolvimento (é da aplicação)', (caminho) => {
    expect(caminhoNaLista(CAMINHOS_DO_SITE, caminho)).toBe(false);
    expect(caminhoNaLista(CAMINHOS_DO_SITE_PARA_O_SHELL, caminho)).toBe(false);
  });

  it.each(soDoShell)('%s vai para o sítio só a partir do shell', (caminho) => {
    expect(caminhoNaLista(CAMINHOS_DO_SITE_PARA_O_SHELL, caminho)).toBe(true);
    expect(caminhoNaLista(CAMINHOS_DO_SITE, caminho)).toBe(false);
  });
});

const raiz = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-eventos', 'mfe-institucional', 'mfe-conteudos'];

interface ConfigDev {
  saida: string;
  preguicosa: unknown;
  anfitriao: string;
}

/** Each app's development configs as `npm run dev` gets them, read by Node as Rspack's CLI does. */
function configsDesenvolvimento(): Record<string, ConfigDev[]> {
  const programa = `
    const saida = {};
    for (const app of ${JSON.stringify(APPS)}) {
      const modulo = await import(process.env.RAIZ + '/' + app + '/rspack.config.mjs');
      saida[app] = [modulo.default({}, { mode: 'development' })].flat().map((config) => ({
        saida: config.output.path,
        preguicosa: config.lazyCompilation,
        anfitriao: config.devServer?.host,
      }));
    }
    console.log(JSON.stringify(saida));`;
  const texto = execFileSync(process.execPath, ['--input-type=module', '-e', programa], {
    env: { ...process.env, RAIZ: raiz },
    encoding: 'utf8',
  });
  return JSON.parse(texto.trim().split('\n').at(-1) ?? '{}') as Record<string, ConfigDev[]>;
}

describe('a configuração de desenvolvimento de cada app', () => {
  it('não escreve na saída de produção, compila tudo à partida e só escuta em 127.0.0.1', () => {
    const configs = configsDesenvolvimento();
    expect(Object.keys(configs)).toEqual(APPS);
    for (const app of APPS) {
      for (const config of configs[app] ?? []) {
        for (const producao of ['dist', 'dist-servidor']) {
          const relativo = path.relative(path.join(raiz, app, producao), config.saida);
          expect(relativo.startsWith('..') || path.isAbsolute(relativo)).toBe(true);
        }
        expect(config.preguicosa).toBe(false);
        expect(config.anfitriao).toBe('127.0.0.1');
      }
    }
  }, 60_000);
});
