import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import {
  esquemaRegistoLancamentos,
  type RegistoLancamentos,
} from '@site/shared/contract/lancamentos';

import { construirAplicacaoLancamentos } from './aplicacao';
import { ArmazemLancamentos } from './armazem';
import { executarCli } from './cli';
import { Credenciais } from './credenciais';

const SEGREDO_EVENTOS = 'segredo-da-equipa-de-eventos-0001';
const SEGREDO_CONTEUDOS = 'segredo-da-equipa-de-conteudos-01';
const SEGREDO_ALERTAS = 'segredo-do-alertmanager-000000001';

/** A remote's published builds, as the versioned folders of a static server serve them. */
function servidorBuilds() {
  const ficheiros = new Map<string, { corpo: string; tipo: string }>();
  const publicar = (pasta: string, nome: string, versao: string, manifesto?: string) => {
    const base = `/mf/${pasta}/${encodeURIComponent(versao)}/`;
    ficheiros.set(`${base}mf-manifest.json`, {
      tipo: 'application/json',
      corpo:
        manifesto ??
        JSON.stringify({
          name: nome,
          metaData: {
            buildInfo: { buildVersion: versao },
            remoteEntry: { name: 'remoteEntry.js', path: '' },
          },
        }),
    });
    ficheiros.set(`${base}remoteEntry.js`, { tipo: 'text/javascript', corpo: `var ${nome};` });
  };
  const servidor: Server = createServer((pedido, resposta) => {
    const ficheiro = ficheiros.get(pedido.url ?? '');
    if (!ficheiro) return resposta.writeHead(404).end();
    resposta.writeHead(200, { 'content-type': ficheiro.tipo }).end(ficheiro.corpo);
  });
  return { servidor, publicar };
}

describe('serviço de lançamentos', () => {
  const builds = servidorBuilds();
  let origem: string;
  let pasta: string;
  let app: FastifyInstance;
  let ficheiro: string;

  const pedir = (url: string, corpo: unknown, segredo = SEGREDO_EVENTOS) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${segredo}` },
      payload: corpo as object,
    });
  const registo = async () => (await app.inject('/lancamentos')).json<RegistoLancamentos>();

  beforeAll(async () => {
    await new Promise<void>((pronto) => builds.servidor.listen(0, '127.0.0.1', pronto));
    origem = `http://127.0.0.1:${(builds.servidor.address() as AddressInfo).port}`;
    for (const versao of ['1.0.0+aaaaaaa', '1.1.0+bbbbbbb', '1.2.0+ccccccc']) {
      builds.publicar('eventos', 'mfe_eventos', versao);
    }
    builds.publicar('eventos', 'mfe_eventos', '9.9.9+naojson', '{ isto não é json');
    builds.publicar(
      'eventos',
      'mfe_eventos',
      '9.9.8+outro',
      JSON.stringify({ name: 'mfe_conteudos' }),
    );
  });

  beforeEach(async () => {
    pasta = mkdtempSync(join(tmpdir(), 'lancamentos-'));
    ficheiro = join(pasta, 'registo.json');
    app = await construirAplicacaoLancamentos({
      armazem: new ArmazemLancamentos(ficheiro),
      credenciais: new Credenciais({
        LANCAMENTOS_CREDENCIAL_MFE_EVENTOS: SEGREDO_EVENTOS,
        LANCAMENTOS_CREDENCIAL_MFE_CONTEUDOS: SEGREDO_CONTEUDOS,
        LANCAMENTOS_CREDENCIAL_ALERTAS: SEGREDO_ALERTAS,
      }),
      verificacao: {
        origemInterna: origem,
        origensPermitidas: ['https://cdn.exemplo.ao'],
        limiteMs: 2000,
      },
    });
    const primeira = await pedir('/lancamentos/mfe_eventos/promover', {
      versao: '1.0.0+aaaaaaa',
      porque: 'primeira versão',
    });
    expect(primeira.statusCode).toBe(200);
  });

  afterEach(async () => {
    await app.close();
    rmSync(pasta, { recursive: true, force: true });
  });

  afterAll(() => new Promise((fechado) => builds.servidor.close(fechado)));

  it('canário, promoção e reversão: o registo diz o estável e o canário, e a história guarda quem, de onde, para onde e porquê', async () => {
    const canario = await pedir('/lancamentos/mfe_eventos/canario', {
      versao: '1.1.0+bbbbbbb',
      percentagem: 10,
      porque: 'nova agenda',
    });
    expect(canario.statusCode).toBe(200);
    expect((await registo()).remotos.mfe_eventos).toEqual({
      estavel: { versao: '1.0.0+aaaaaaa', origem: '' },
      canario: { versao: '1.1.0+bbbbbbb', origem: '', percentagem: 10 },
    });
    expect(
      (await pedir('/lancamentos/mfe_eventos/promover', { porque: 'sem erros' })).statusCode,
    ).toBe(200);
    expect(
      (await pedir('/lancamentos/mfe_eventos/reverter', { porque: 'queixas' })).statusCode,
    ).toBe(200);
    const final = await registo();
    expect(final.remotos.mfe_eventos).toEqual({
      estavel: { versao: '1.0.0+aaaaaaa', origem: '' },
      canario: null,
    });
    expect(final.historico.map((e) => [e.accao, e.por, e.porque])).toEqual([
      ['promover', 'mfe_eventos', 'primeira versão'],
      ['canario', 'mfe_eventos', 'nova agenda'],
      ['promover', 'mfe_eventos', 'sem erros'],
      ['reverter', 'mfe_eventos', 'queixas'],
    ]);
    // What the service keeps on disk is the record it answers, whole.
    expect(esquemaRegistoLancamentos.parse(JSON.parse(readFileSync(ficheiro, 'utf8')))).toEqual(
      final,
    );
  });

  it.each([
    ['uma credencial errada', 'segredo-que-ninguem-tem-000000000', {}, 401, /Credencial/],
    [
      'a credencial de outra equipa',
      SEGREDO_CONTEUDOS,
      {},
      403,
      /não pode lançar o remoto mfe_eventos/,
    ],
    [
      'uma origem não permitida',
      SEGREDO_EVENTOS,
      { origem: 'https://atacante.exemplo' },
      422,
      /não está entre as permitidas/,
    ],
    [
      'uma versão que não foi publicada',
      SEGREDO_EVENTOS,
      { versao: '2.0.0+naoexiste' },
      422,
      /HTTP 404/,
    ],
    [
      'um manifesto que não é JSON',
      SEGREDO_EVENTOS,
      { versao: '9.9.9+naojson' },
      422,
      /não é JSON/,
    ],
    [
      'um manifesto de outro remoto',
      SEGREDO_EVENTOS,
      { versao: '9.9.8+outro' },
      422,
      /não é do remoto mfe_eventos/,
    ],
  ])(
    'recusa %s com uma mensagem clara e deixa o registo como estava',
    async (_caso, segredo, corpo, estado, mensagem) => {
      const antes = readFileSync(ficheiro, 'utf8');
      const resposta = await pedir(
        '/lancamentos/mfe_eventos/canario',
        { versao: '1.1.0+bbbbbbb', percentagem: 10, porque: 'tentativa', ...corpo },
        segredo,
      );
      expect(resposta.statusCode).toBe(estado);
      expect(resposta.json<{ mensagem: string }>().mensagem).toMatch(mensagem);
      expect(readFileSync(ficheiro, 'utf8')).toBe(antes);
    },
  );

  it('uma origem que não responde é recusada (422), o registo intacto', async () => {
    const antes = readFileSync(ficheiro, 'utf8');
    const fechado = createServer();
    await new Promise<void>((pronto) => fechado.listen(0, '127.0.0.1', pronto));
    const porta = (fechado.address() as AddressInfo).port;
    await new Promise((feito) => fechado.close(feito));
    const outra = await construirAplicacaoLancamentos({
      armazem: new ArmazemLancamentos(ficheiro),
      credenciais: new Credenciais({ LANCAMENTOS_CREDENCIAL_MFE_EVENTOS: SEGREDO_EVENTOS }),
      verificacao: {
        origemInterna: `http://127.0.0.1:${porta}`,
        origensPermitidas: [],
        limiteMs: 1000,
      },
    });
    const resposta = await outra.inject({
      method: 'POST',
      url: '/lancamentos/mfe_eventos/canario',
      headers: { authorization: `Bearer ${SEGREDO_EVENTOS}` },
      payload: { versao: '1.1.0+bbbbbbb', percentagem: 5, porque: 'origem em baixo' },
    });
    await outra.close();
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json<{ mensagem: string }>().mensagem).toMatch(/não respondeu/);
    expect(readFileSync(ficheiro, 'utf8')).toBe(antes);
  });

  it('dois lançamentos do mesmo remoto ao mesmo tempo deixam um registo coerente: cada mudança parte da anterior', async () => {
    const respostas = await Promise.all([
      pedir('/lancamentos/mfe_eventos/canario', {
        versao: '1.1.0+bbbbbbb',
        percentagem: 10,
        porque: 'equipa A',
      }),
      pedir('/lancamentos/mfe_eventos/promover', { versao: '1.2.0+ccccccc', porque: 'equipa B' }),
      pedir('/lancamentos/mfe_eventos/canario', {
        versao: '1.1.0+bbbbbbb',
        percentagem: 50,
        porque: 'equipa A, mais',
      }),
    ]);
    for (const resposta of respostas) expect([200, 409]).toContain(resposta.statusCode);
    const final = esquemaRegistoLancamentos.parse(JSON.parse(readFileSync(ficheiro, 'utf8')));
    const doRemoto = final.historico.filter((e) => e.remoto === 'mfe_eventos');
    // No change accepted is lost (each one read the record the one before it wrote)...
    const aceites = respostas.filter((resposta) => resposta.statusCode === 200).length;
    expect(doRemoto).toHaveLength(1 + aceites);
    // ...and each starts where the one before it ended.
    for (let i = 1; i < doRemoto.length; i += 1)
      expect(doRemoto[i]!.de).toEqual(doRemoto[i - 1]!.para);
    expect(final.remotos.mfe_eventos).toEqual(doRemoto.at(-1)!.para);
  });

  it('a linha de comandos de uma equipa: começa um canário e diz o estado; recusada, diz porquê e sai com 1', async () => {
    const endereco = await app.listen({ port: 0, host: '127.0.0.1' });
    const linhas: string[] = [];
    const ambiente = { LANCAMENTOS_URL: endereco, LANCAMENTOS_CREDENCIAL: SEGREDO_EVENTOS };
    const escrever = (linha: string) => linhas.push(linha);
    const argumentos = ['mfe_eventos', 'canario', '1.1.0+bbbbbbb', '25', '--porque', 'nova agenda'];
    expect(await executarCli(argumentos, ambiente, escrever)).toBe(0);
    expect(JSON.parse(linhas.join('\n'))).toEqual({
      mfe_eventos: {
        estavel: { versao: '1.0.0+aaaaaaa', origem: '' },
        canario: { versao: '1.1.0+bbbbbbb', origem: '', percentagem: 25 },
      },
    });
    linhas.length = 0;
    const semMotivo = ['mfe_eventos', 'promover', '1.2.0+ccccccc'];
    expect(await executarCli(semMotivo, ambiente, escrever)).toBe(1);
    expect(linhas[0]).toBe('recusado (HTTP 400): O pedido de lançamento não é válido.');
    expect(linhas[1]).toMatch(/^ {2}porque: diga porquê/);
  });

  it('o alerta do portão acaba com o canário da versão que nomeia e guarda porquê; repetido, nada muda', async () => {
    await pedir('/lancamentos/mfe_eventos/canario', {
      versao: '1.1.0+bbbbbbb',
      percentagem: 10,
      porque: 'nova agenda',
    });
    const alerta = {
      version: '4',
      status: 'firing',
      alerts: [
        {
          status: 'firing',
          labels: {
            alertname: 'VersaoRemotaComErros',
            remote: 'mfe_eventos',
            version: '1.1.0+bbbbbbb',
          },
          annotations: { summary: '5 % das secções com erro' },
        },
      ],
    };
    const semCredencial = await app.inject({ method: 'POST', url: '/alertas', payload: alerta });
    expect(semCredencial.statusCode).toBe(401);
    const daEquipa = await pedir('/alertas', alerta, SEGREDO_EVENTOS);
    expect(daEquipa.statusCode).toBe(403);
    expect((await pedir('/alertas', alerta, SEGREDO_ALERTAS)).statusCode).toBe(200);
    const depois = await registo();
    expect(depois.remotos.mfe_eventos?.canario).toBeNull();
    expect(depois.historico.at(-1)).toMatchObject({
      accao: 'abortar',
      por: 'alertas',
      porque: 'VersaoRemotaComErros: 5 % das secções com erro',
    });
    await pedir('/alertas', alerta, SEGREDO_ALERTAS);
    expect((await registo()).historico).toHaveLength(depois.historico.length);
  });
});
