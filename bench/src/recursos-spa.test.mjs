import assert from 'node:assert/strict';
import { test } from 'node:test';

import { estilosDasSeccoes, modulosExpostos, recursosDaAplicacao } from './recursos-spa.mjs';

const FONTE_EXPOSTOS = `import type { ExpostosDe } from '@site/shared/contract';

export const expostos = {
  Eventos: () => import('./app/seccao-eventos'),
  ProximosEventos: () => import('./features/proximos-eventos/proximos-eventos'),
} satisfies ExpostosDe<'mfe_eventos'>;
`;

/** Stats of an SPA build as Rspack gives them (chunk groups, chunks with their origins). */
const stats = {
  publicPath: '/',
  namedChunkGroups: {
    main: { assets: [{ name: 'main.abcdef0123.js' }] },
    aplicacao: {
      assets: [
        { name: '369.1111111111.css' },
        { name: '369.2222222222.js' },
        { name: 'aplicacao.3333333333.css' },
        { name: 'aplicacao.4444444444.js' },
      ],
    },
  },
  chunks: [
    {
      names: ['main'],
      files: ['main.abcdef0123.js'],
      origins: [{ moduleIdentifier: '', request: './src/index.ts' }],
    },
    {
      // The libraries, split out of the application's group.
      names: [],
      files: ['369.1111111111.css', '369.2222222222.js'],
      origins: [{ moduleIdentifier: '/r/shell/src/index.ts', request: './bootstrap' }],
    },
    {
      names: ['aplicacao'],
      files: ['aplicacao.3333333333.css', 'aplicacao.4444444444.js'],
      origins: [{ moduleIdentifier: '/r/shell/src/index.ts', request: './bootstrap' }],
    },
    {
      names: [],
      files: ['467.8e09396836.css', '467.f178bc8fa0.js'],
      origins: [
        {
          moduleIdentifier:
            'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/r/mfe-eventos/src/expostos.ts',
          request: './app/seccao-eventos',
        },
      ],
    },
    {
      // A chunk shared by both sections (no stylesheet of its own).
      names: [],
      files: ['12.5555555555.js'],
      origins: [
        { moduleIdentifier: '/r/mfe-eventos/src/expostos.ts', request: './app/seccao-eventos' },
        {
          moduleIdentifier: '/r/mfe-eventos/src/expostos.ts',
          request: './features/proximos-eventos/proximos-eventos',
        },
      ],
    },
    {
      names: [],
      files: ['670.cc35f123f7.css', '670.e2282a6ec5.js'],
      origins: [
        {
          moduleIdentifier: '/r/mfe-eventos/src/expostos.ts',
          request: './features/proximos-eventos/proximos-eventos',
        },
      ],
    },
  ],
};

const expostos = [
  {
    ficheiro: '/r/mfe-eventos/src/expostos.ts',
    modulos: modulosExpostos(FONTE_EXPOSTOS, 'mfe_eventos'),
  },
];

test('os módulos expostos de um remoto são lidos do seu expostos.ts, pelo pedido de import()', () => {
  assert.deepEqual(expostos[0].modulos, {
    './app/seccao-eventos': 'mfe_eventos/Eventos',
    './features/proximos-eventos/proximos-eventos': 'mfe_eventos/ProximosEventos',
  });
  assert.throws(() => modulosExpostos('export const expostos = {};', 'mfe_x'), /no exposed module/);
});

test('o SPA liga os estilos do grupo da aplicação e pré-carrega só o script da aplicação, não as bibliotecas', () => {
  assert.deepEqual(recursosDaAplicacao(stats), {
    css: ['/369.1111111111.css', '/aplicacao.3333333333.css'],
    js: ['/aplicacao.4444444444.js'],
  });
  assert.throws(
    () => recursosDaAplicacao({ ...stats, namedChunkGroups: {} }),
    /no chunk called aplicacao/,
  );
});

test('os estilos de cada secção são os CSS dos chunks que o seu import() carrega', () => {
  assert.deepEqual(estilosDasSeccoes(stats, expostos), {
    'mfe_eventos/Eventos': ['/467.8e09396836.css'],
    'mfe_eventos/ProximosEventos': ['/670.cc35f123f7.css'],
  });
});

test('um módulo exposto que nenhum chunk carrega é um erro, não uma secção sem estilos', () => {
  const semProximos = { ...stats, chunks: stats.chunks.slice(0, 4) };
  assert.throws(() => estilosDasSeccoes(semProximos, expostos), /mfe_eventos\/ProximosEventos/);
});
