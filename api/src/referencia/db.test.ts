import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { abrirBaseDados, emTransaccao, migrar, NODE_MINIMO } from './db';
import { pastaTemporaria } from './testes/api-de-teste';

const contar = (db: DatabaseSync) =>
  (db.prepare('SELECT COUNT(*) AS n FROM newsletters').get() as { n: number }).n;

const inserir = (db: DatabaseSync, email: string) =>
  db
    .prepare("INSERT INTO newsletters (email, consentimento, created_at) VALUES (?, 1, 'agora')")
    .run(email);

describe('base de dados das submissões', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = new DatabaseSync(':memory:');
    migrar(db);
  });
  afterEach(() => db.close());

  it('uma transacção que termina guarda tudo o que escreveu', () => {
    const id = emTransaccao(
      db,
      () => Number(inserir(db, 'a@exemplo.ao').lastInsertRowid),
      'IMMEDIATE',
    );
    expect(id).toBe(1);
    expect(contar(db)).toBe(1);
    expect(db.isTransaction).toBe(false);
  });

  it('uma transacção que falha não deixa nada do que escreveu, e o erro chega a quem a chamou', () => {
    expect(() =>
      emTransaccao(db, () => {
        inserir(db, 'a@exemplo.ao');
        inserir(db, 'a@exemplo.ao'); // the same address again: UNIQUE fails
      }),
    ).toThrow(/UNIQUE/);
    expect(contar(db)).toBe(0);
    expect(db.isTransaction).toBe(false);
  });

  it('migrar outra vez não repete nenhuma migração', () => {
    inserir(db, 'a@exemplo.ao');
    migrar(db);
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 2 });
    expect(contar(db)).toBe(1);
  });

  it('uma base da primeira versão ganha a tabela das saídas da newsletter e guarda o que tinha', () => {
    // A database as the first version left it: its tables, without the second version's.
    const antiga = new DatabaseSync(':memory:');
    migrar(antiga);
    antiga.exec('DROP TABLE newsletter_cancelamentos; PRAGMA user_version = 1');
    inserir(antiga, 'a@exemplo.ao');
    migrar(antiga);
    expect(antiga.prepare('PRAGMA user_version').get()).toEqual({ user_version: 2 });
    expect(contar(antiga)).toBe(1);
    expect(antiga.prepare('SELECT COUNT(*) AS n FROM newsletter_cancelamentos').get()).toEqual({
      n: 0,
    });
    antiga.close();
  });

  it('abre o ficheiro em WAL com synchronous=FULL e espera por um bloqueio, e o que guardou lê-se depois de o fechar', () => {
    const { pasta, remover } = pastaTemporaria();
    const aberta = abrirBaseDados(pasta);
    expect(aberta.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(aberta.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    // A writer waits up to 5 s for another's lock instead of failing at once.
    expect(aberta.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
    inserir(aberta, 'b@exemplo.ao');
    aberta.close();
    const outra = new DatabaseSync(join(pasta, 'submissoes.db'), { readOnly: true });
    expect(contar(outra)).toBe(1);
    outra.close();
    remover();
  });
});

describe('versão do Node', () => {
  it('a mínima do servidor é a que o package.json da raiz declara', () => {
    const raiz = JSON.parse(
      readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8'),
    ) as {
      engines: { node: string };
    };
    expect(raiz.engines.node).toBe(`>=${NODE_MINIMO}`);
  });

  // Debian 12's own Node 20 on the machines here; skipped where there is no older Node.
  const antigo = ['/usr/bin/node', '/usr/local/bin/node'].find((caminho) => {
    const versao = spawnSync(caminho, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    return (
      versao.status === 0 && Number(versao.stdout.split('.')[0]) < Number(NODE_MINIMO.split('.')[0])
    );
  });
  (antigo ? it : it.skip)(
    'o servidor, arrancado por um Node mais antigo, diz qual precisa e sai com 1',
    () => {
      const { pasta, remover } = pastaTemporaria();
      const resultado = spawnSync(antigo!, [join(__dirname, '..', '..', 'dist', 'server.js')], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: pasta },
        encoding: 'utf8',
        timeout: 10_000,
      });
      remover();
      expect(resultado.status).toBe(1);
      expect(resultado.stderr).toContain(`needs Node ${NODE_MINIMO} or newer`);
    },
  );
});
