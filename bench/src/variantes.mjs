// The three builds measured side by side, defined once: the table's columns, the servers the
// bench starts and the builds it makes all follow this list.
//   cliente   the federated build, pages rendered in the browser only (SSR=off), as before issue #15;
//   federado  the same federated build with its server renderer (the shell's server build and
//             each remote's `servidor/` entry): the site as deployed;
//   spa       the same source as one application without Module Federation, with its own server
//             renderer built the same way.
export const VARIANTES = [
  { nome: 'cliente', titulo: 'client-only', pasta: 'federado', ssr: false },
  { nome: 'federado', titulo: 'SSR federated', pasta: 'federado', ssr: true },
  { nome: 'spa', titulo: 'SSR SPA', pasta: 'spa', ssr: true },
];

/** The variants the targets compare: server-rendered federated over server-rendered SPA. */
export const RAZAO = { de: 'federado', sobre: 'spa', titulo: 'fed/SPA' };
