import { cabecalhosValidos } from '../comum/http';

import type { Campo, PontoSubmissao } from './pontos';

export type CategoriaCaso =
  | 'tipos-errados'
  | 'campos-em-falta'
  | 'campos-a-mais'
  | 'texto-hostil'
  | 'tamanho'
  | 'json-invalido'
  | 'tipo-de-conteudo'
  | 'xsrf'
  | 'chave-idempotencia'
  | 'metodo'
  | 'prototipo';

/** One request of the hostile suite and what the backend must do with it. */
export interface Caso {
  categoria: CategoriaCaso;
  descricao: string;
  metodo: string;
  caminho: string;
  cabecalhos: Record<string, string>;
  corpo?: string | Buffer;
  /**
   * `recusa`: a 4xx with a Portuguese envelope and nothing stored. `aceite`: text that only
   * looks hostile (a name with an apostrophe, "1=1", "<b>"): stored exactly once, as typed.
   */
  espera: 'recusa' | 'aceite';
  /** For `aceite`: the e-mail of the row and the column that must hold `guardado`. */
  verificar?: { email: string; coluna: string; guardado: string | null };
}

/** Strings people (or robots) type; whether a free-text field may keep them is decided below. */
const HOSTIS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE candidaturas; --",
  '" OR ""="',
  '1; DELETE FROM newsletters WHERE 1=1',
  "admin'--",
  "' UNION SELECT key, response FROM idempotency --",
  "Robert'); DROP TABLE inscricoes;--",
  '{"$gt": ""}',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '${jndi:ldap://127.0.0.1/a}',
  '<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  'Zoë Ângela Çabral',
  'ناصر عبد الله',
  '\u200fمرحبا\u200f',
  '😀👍🏽👨‍👩‍👧',
  'a\u0301e\u0301i\u0301 com acentos combinados',
  'Z\u0334\u0321\u031ba\u0337\u034el\u0338g\u0335o',
  '\u00a0espaço\u00a0',
  'NaN',
  'Infinity',
  '1e309',
  'null',
  'undefined',
  'Ana\u0000Maria',
  '\u0000',
  'Ana\u0007',
  '\u001b[31mvermelho\u001b[0m',
  'Ana\u007f',
  'Ana\u0085Maria',
  '\u009b31m',
  'Ana\ud800',
  '\udc00Ana',
  'Ana \u202eoa.moc.etset',
  '\u2066Ana\u2069',
  '\u202aAna\u202c',
  'linha um\nlinha dois',
  'linha um\r\nSet-Cookie: x=1',
  'a\rb',
  '   ',
  '\t\t',
  '',
  'y'.repeat(50_000),
  `a${'\u0301'.repeat(3000)}`,
];

// eslint-disable-next-line no-control-regex
const PROIBIDOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const SURROGATE_SOLTO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The independent oracle for free text: what a text field must keep (null for an optional field
 * left empty), or `undefined` when it must refuse the value. Control characters (C0, C1), direction overrides and lone surrogates are
 * refused; a single-line field refuses line breaks; lengths count after NFC and trimming.
 */
function textoAceite(campo: Campo, valor: string): string | null | undefined {
  if (valor === '' && !campo.obrigatorio) return null;
  if (campo.tipo !== 'texto') return undefined;
  // Lengths count code points, as zod does (an emoji is one, not two UTF-16 units).
  const comprimento = (texto: string) => [...texto].length;
  const max = campo.max ?? Number.POSITIVE_INFINITY;
  if (comprimento(valor) > max * 4) return undefined;
  const normal = valor.normalize('NFC').trim();
  if (comprimento(normal) < (campo.min ?? 1) || comprimento(normal) > max) return undefined;
  if (PROIBIDOS.test(normal) || SURROGATE_SOLTO.test(normal)) return undefined;
  if (campo.linhas !== 'varias' && /[\r\n]/.test(normal)) return undefined;
  return normal;
}

/** Values of the wrong JSON type for a field. */
function tiposErrados(campo: Campo): unknown[] {
  const comuns: unknown[] = [null, [], {}, ['x'], { $ne: null }, { $gt: '' }];
  switch (campo.tipo) {
    case 'inteiro':
      return [...comuns, '1', true, 1.5, -1, 0, 2 ** 53 + 2, 1e21, 'NaN'];
    case 'verdadeiro':
      return [...comuns, false, 'true', 1, 0, 'sim', 'on'];
    default:
      return [...comuns, true, false, 0, 12.5, -1];
  }
}

let contador = 0;
/** A fresh lower-case mark, unique in this process. */
export const novaMarca = (prefixo: string) =>
  `${prefixo}${Date.now().toString(36)}${(contador++).toString(36)}`;

/**
 * Every request of the hostile suite for one endpoint, generated from its field list: wrong
 * types, missing and extra fields, hostile strings per field, sizes, broken JSON, wrong content
 * types, XSRF, idempotency keys, methods and prototype-polluting keys.
 */
export function gerarCasos(
  ponto: PontoSubmissao,
  opcoes: { token: string; bodyLimit: number; chaveDeOutroPonto: string },
): Caso[] {
  const { token } = opcoes;
  const casos: Caso[] = [];
  const json = cabecalhosValidos(token);
  const recusa = (
    categoria: CategoriaCaso,
    descricao: string,
    corpo: string | Buffer | undefined,
    extra: Partial<Caso> = {},
  ) =>
    casos.push({
      categoria,
      descricao,
      metodo: 'POST',
      caminho: ponto.caminho,
      cabecalhos: json,
      corpo,
      espera: 'recusa',
      ...extra,
    });
  const comCampo = (campo: string, valor: unknown) => {
    const marca = novaMarca('h');
    return { marca, corpo: { ...ponto.valido(marca), [campo]: valor } };
  };

  // Wrong JSON types, field by field.
  for (const campo of ponto.campos) {
    for (const valor of tiposErrados(campo)) {
      recusa(
        'tipos-errados',
        `${campo.nome} = ${JSON.stringify(valor)}`,
        JSON.stringify(comCampo(campo.nome, valor).corpo),
      );
    }
  }

  // Missing fields: each required one, all of them, and bodies that are not objects.
  for (const campo of ponto.campos.filter((c) => c.obrigatorio)) {
    const corpo: Record<string, unknown> = ponto.valido(novaMarca('h'));
    delete corpo[campo.nome];
    recusa('campos-em-falta', `sem ${campo.nome}`, JSON.stringify(corpo));
  }
  for (const [descricao, corpo] of [
    ['objecto vazio', '{}'],
    ['lista com o pedido', JSON.stringify([ponto.valido(novaMarca('h'))])],
    ['texto', '"olá"'],
    ['número', '42'],
    ['null', 'null'],
    ['true', 'true'],
    ['lista vazia', '[]'],
  ] as const) {
    recusa('campos-em-falta', descricao, corpo);
  }

  // Extra fields (the schemas are strict) and a filled honeypot.
  for (const [chave, valor] of [
    ['extra', 1],
    ['admin', true],
    ['id', 1],
    ['created_at', '2000-01-01'],
    ['idempotency_key', 'x'],
    ['statusCode', 200],
    ['website', 'https://spam.example'],
    ['website', 5],
    ['captchaToken', 'x'.repeat(5000)],
    ['captchaToken', 42],
  ] as const) {
    recusa(
      'campos-a-mais',
      `${chave} = ${JSON.stringify(valor)}`,
      JSON.stringify(comCampo(chave, valor).corpo),
    );
  }

  // Hostile strings in every field: typed fields refuse all; free text keeps what is legitimate.
  for (const campo of ponto.campos) {
    const valores = campo.max ? [...HOSTIS, 'x'.repeat(campo.max + 1)] : HOSTIS;
    for (const valor of valores) {
      const { marca, corpo } = comCampo(campo.nome, valor);
      const guardado = textoAceite(campo, valor);
      const descricao = `${campo.nome} = ${JSON.stringify(valor.length > 40 ? `${valor.slice(0, 20)}… (${valor.length})` : valor)}`;
      if (guardado === undefined) {
        recusa('texto-hostil', descricao, JSON.stringify(corpo));
      } else {
        casos.push({
          categoria: 'texto-hostil',
          descricao,
          metodo: 'POST',
          caminho: ponto.caminho,
          cabecalhos: cabecalhosValidos(token, `chave-${marca}`),
          corpo: JSON.stringify(corpo),
          espera: 'aceite',
          verificar: { email: String(corpo.email).toLowerCase(), coluna: campo.nome, guardado },
        });
      }
    }
  }

  // Sizes: a 1 MB field, bodies just over and far over the limit.
  const valido = ponto.valido(novaMarca('h'));
  const primeiroTexto = Object.keys(valido).find((c) => typeof valido[c] === 'string')!;
  const comTamanho = (bytes: number) => {
    const base = JSON.stringify({ ...valido, [primeiroTexto]: '' });
    return JSON.stringify({
      ...valido,
      [primeiroTexto]: 'x'.repeat(Math.max(0, bytes - base.length)),
    });
  };
  recusa(
    'tamanho',
    'campo com 1 MB',
    JSON.stringify({ ...valido, [primeiroTexto]: 'x'.repeat(1 << 20) }),
  );
  recusa('tamanho', `corpo de ${opcoes.bodyLimit + 1} bytes`, comTamanho(opcoes.bodyLimit + 1));
  recusa('tamanho', 'corpo de 5 MB', comTamanho(5 << 20));
  recusa('tamanho', 'corpo de 5 MB de espaços', ' '.repeat(5 << 20));
  recusa('tamanho', 'lista com 10 000 pedidos', JSON.stringify(Array(10_000).fill(0)));

  // Broken JSON.
  const texto = JSON.stringify(valido);
  for (const [descricao, corpo] of [
    ['truncado a meio', texto.slice(0, Math.floor(texto.length / 2))],
    ['truncado no fim', texto.slice(0, -1)],
    ['vírgula final', texto.replace(/}$/, ',}')],
    ['NaN', texto.replace(/}$/, ',"x":NaN}')],
    ['Infinity', texto.replace(/}$/, ',"x":Infinity}')],
    ['aspas simples', texto.replaceAll('"', "'")],
    ['comentário', `/* c */${texto}`],
    ['chaves sem aspas', '{email: "a@b.ao", consentimento: true}'],
    ['BOM inicial', `\uFEFF${texto}`],
    ['dois documentos', `${texto}${texto}`],
    ['corpo vazio', ''],
    ['só espaços', '   \n\t '],
    ['bytes inválidos', Buffer.from([0x7b, 0xff, 0xfe, 0x22, 0x7d])],
    ['10 000 níveis de listas', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['10 000 níveis de objectos', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    [
      '10 000 níveis num campo',
      texto.replace(/}$/, `,"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
    ],
    ['30 000 níveis de listas', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
    ['escape unicode inválido', texto.replace(/}$/, ',"x":"\\u12"}')],
    ['carácter de controlo cru', texto.replace(/}$/, ',"x":"a\u0001b"}')],
  ] as const) {
    recusa('json-invalido', descricao, corpo);
  }

  // Content types other than JSON (with a valid JSON body where it makes sense).
  for (const [descricao, tipo, corpo] of [
    ['text/plain', 'text/plain', texto],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'email=a%40b.ao&consentimento=true'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.ao\r\n--x--\r\n`,
    ],
    ['application/xml', 'application/xml', '<pedido><email>a@b.ao</email></pedido>'],
    ['text/html', 'text/html', texto],
    ['application/javascript', 'application/javascript', texto],
    ['application/json-patch+json', 'application/json-patch+json', texto],
    ['application/jsonx', 'application/jsonx', texto],
    ['tipo inválido', ';;;', texto],
    ['octet-stream', 'application/octet-stream', texto],
  ] as const) {
    recusa('tipo-de-conteudo', descricao, corpo, { cabecalhos: { ...json, 'content-type': tipo } });
  }
  const { 'content-type': _tipo, ...semTipo } = json;
  recusa('tipo-de-conteudo', 'sem Content-Type', texto, { cabecalhos: semTipo });

  // XSRF: missing, partial or wrong tokens.
  const corpoValido = () => JSON.stringify(ponto.valido(novaMarca('h')));
  for (const [descricao, cabecalhos] of [
    ['sem cookie nem cabeçalho', { 'content-type': 'application/json' }],
    ['só o cookie', { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}` }],
    ['só o cabeçalho', { 'content-type': 'application/json', 'x-xsrf-token': token }],
    ['cabeçalho diferente', { ...json, 'x-xsrf-token': `${token}x` }],
    ['cookie diferente', { ...json, cookie: `XSRF-TOKEN=${token}x` }],
    ['ambos vazios', { ...json, cookie: 'XSRF-TOKEN=', 'x-xsrf-token': '' }],
    [
      'cabeçalho com outro nome',
      { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token },
    ],
    [
      'cookie com outro nome',
      { 'content-type': 'application/json', cookie: `xsrf-token=${token}`, 'x-xsrf-token': token },
    ],
    ['token truncado', { ...json, 'x-xsrf-token': token.slice(0, -1) }],
  ] as const) {
    recusa('xsrf', descricao, corpoValido(), { cabecalhos: cabecalhos as Record<string, string> });
  }

  // Idempotency keys of the wrong shape, or reused on another endpoint.
  for (const chave of [
    '',
    ' ',
    'a b',
    'k'.repeat(101),
    'chave-ç',
    '../../etc',
    "'; DROP TABLE idempotency; --",
    'chave!',
    'chave/1',
    'chave.1',
    'chave:1',
    '%00',
    'a,b',
  ]) {
    recusa(
      'chave-idempotencia',
      `Idempotency-Key = ${JSON.stringify(chave.length > 30 ? `${chave.slice(0, 10)}… (${chave.length})` : chave)}`,
      corpoValido(),
      {
        cabecalhos: { ...json, 'idempotency-key': chave },
      },
    );
  }
  recusa('chave-idempotencia', 'chave já usada noutro endereço', corpoValido(), {
    cabecalhos: { ...json, 'idempotency-key': opcoes.chaveDeOutroPonto },
  });

  // Method confusion and look-alike paths.
  for (const metodo of [
    'GET',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'HEAD',
    'TRACE',
    'PROPFIND',
    'SEARCH',
  ]) {
    recusa('metodo', metodo, metodo === 'GET' || metodo === 'HEAD' ? undefined : corpoValido(), {
      metodo,
    });
  }
  for (const caminho of [
    `${ponto.caminho}/`,
    `${ponto.caminho}/1`,
    ponto.caminho.toUpperCase(),
    `${ponto.caminho}%00`,
    `${ponto.caminho}/..%2f..%2fhealth`,
  ]) {
    recusa('metodo', `POST ${caminho}`, corpoValido(), { caminho });
  }
  recusa('metodo', 'X-HTTP-Method-Override com corpo inválido', '{}', {
    cabecalhos: { ...json, 'x-http-method-override': 'GET' },
  });

  // Prototype-polluting keys anywhere in the document.
  const semChaveta = texto.slice(1);
  for (const [descricao, corpo] of [
    ['__proto__ no topo', `{"__proto__":{"admin":true},${semChaveta}`],
    ['constructor.prototype', `{"constructor":{"prototype":{"admin":true}},${semChaveta}`],
    ['prototype', `{"prototype":{"admin":true},${semChaveta}`],
    ['__proto__ dentro de um campo', texto.replace(/}$/, ',"x":{"__proto__":{"admin":true}}}')],
    ['__proto__ numa lista', texto.replace(/}$/, ',"x":[{"__proto__":{"polluted":1}}]}')],
    ['__proto__ escapado', `{"\\u005f\\u005fproto\\u005f\\u005f":{"admin":true},${semChaveta}`],
  ] as const) {
    recusa('prototipo', descricao, corpo);
  }
  return casos;
}
