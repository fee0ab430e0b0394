import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { XSRF_COOKIE, XSRF_HEADER } from '@site/shared/contract';

import { pastaTemporaria } from './testes/api-de-teste';

const RAIZ_API = join(__dirname, '..', '..');
const SERVIDOR = join(RAIZ_API, 'dist', 'server.js');
const dados = pastaTemporaria();
let porta = 0;
let processo: ChildProcess | undefined;

async function portaLivre(): Promise<number> {
  const servidor = createServer();
  servidor.listen(0, '127.0.0.1');
  await once(servidor, 'listening');
  const endereco = servidor.address();
  servidor.close();
  return typeof endereco === 'object' && endereco ? endereco.port : 0;
}

async function arrancar(env: Record<string, string> = {}): Promise<ChildProcess> {
  const filho = spawn(process.execPath, [SERVIDOR], {
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dados.pasta,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const limite = Date.now() + 10_000;
  while (Date.now() < limite) {
    if (filho.exitCode !== null) throw new Error(`server exited with ${filho.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${porta}/health`)).ok) return filho;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start in 10 s');
}

async function subscrever(email: string) {
  const base = `http://127.0.0.1:${porta}/cms/api/v1/`;
  const cabeca = await fetch(base, { method: 'HEAD' });
  const token = /XSRF-TOKEN=([^;]+)/.exec(cabeca.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(token).not.toBe('');
  const resposta = await fetch(`${base}newsletters`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${token}`,
      [XSRF_HEADER]: token,
    },
    body: JSON.stringify({ email, consentimento: true }),
  });
  return {
    estado: resposta.status,
    corpo: (await resposta.json()) as { objecto: { id: number; jaExistia?: boolean } },
  };
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: RAIZ_API, stdio: 'ignore' });
  porta = await portaLivre();
}, 60_000);

afterAll(() => {
  if (processo && processo.exitCode === null) processo.kill('SIGKILL');
  dados.remover();
});

describe('processo real do servidor', () => {
  it('uma subscrição respondida sobrevive a um SIGKILL e a um novo arranque', async () => {
    processo = await arrancar();
    const primeira = await subscrever('persistente@exemplo.ao');
    expect(primeira.estado).toBe(201);

    processo.kill('SIGKILL');
    await once(processo, 'exit');

    processo = await arrancar();
    const segunda = await subscrever('persistente@exemplo.ao');
    expect(segunda.estado).toBe(200);
    expect(segunda.corpo.objecto).toMatchObject({ id: primeira.corpo.objecto.id, jaExistia: true });
  });

  it('encerra de forma ordenada com SIGTERM (código 0)', async () => {
    if (!processo || processo.exitCode !== null) processo = await arrancar();
    const saida = once(processo, 'exit');
    processo.kill('SIGTERM');
    const [codigo] = (await saida) as [number | null];
    expect(codigo).toBe(0);
  });

  it('uma variável de ambiente inválida faz sair com código 1 e nomeia a variável', async () => {
    const filho = spawn(process.execPath, [SERVIDOR], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: dados.pasta },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let erro = '';
    filho.stderr?.on('data', (parte: Buffer) => (erro += parte.toString()));
    const [codigo] = (await once(filho, 'exit')) as [number | null];
    expect(codigo).toBe(1);
    expect(erro).toMatch(/Invalid environment variable PORT/);
  });
});
