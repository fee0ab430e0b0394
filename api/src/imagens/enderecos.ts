import { lookup as resolverDns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses that are not on the public Internet: loopback, private and shared ranges, link-local
 * (cloud metadata services live at 169.254.169.254), multicast, reserved and their IPv6 kin.
 */
const INTERNOS = new BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNOS.addSubnet(rede, prefixo, 'ipv4');
}
for (const [rede, prefixo] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  INTERNOS.addSubnet(rede, prefixo, 'ipv6');
}

/** Whether an IP address is internal (an IPv4 address mapped into IPv6 counts as itself). */
export function enderecoInterno(endereco: string): boolean {
  const mapeado = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(endereco)?.[1];
  if (mapeado) return enderecoInterno(mapeado);
  const versao = isIP(endereco);
  if (versao === 0) return true;
  return INTERNOS.check(endereco, versao === 4 ? 'ipv4' : 'ipv6');
}

/** A name that resolved to an internal address where only public ones are allowed. */
export class EnderecoInterno extends Error {
  override readonly name = 'EnderecoInterno';
  constructor(readonly anfitriao: string) {
    super(`${anfitriao} resolves to an internal address`);
  }
}

/**
 * A DNS lookup for sockets that refuses names resolving to an internal address. The check is on
 * the very addresses the socket connects to, so a name that changes its answer between a check
 * and the connection (DNS rebinding) cannot slip through.
 */
export function lookupPublico(
  resolver: LookupFunction = resolverDns as LookupFunction,
): LookupFunction {
  return (anfitriao, opcoes, devolver) => {
    resolver(anfitriao, { ...opcoes, all: true }, (erro, enderecos) => {
      if (erro) {
        devolver(erro, '', 4);
        return;
      }
      const lista = (
        Array.isArray(enderecos) ? enderecos : [{ address: enderecos, family: 4 }]
      ) as LookupAddress[];
      if (lista.length === 0 || lista.some(({ address }) => enderecoInterno(address))) {
        devolver(new EnderecoInterno(anfitriao), '', 4);
        return;
      }
      if (opcoes.all) {
        devolver(null, lista);
        return;
      }
      const primeiro = lista[0]!;
      devolver(null, primeiro.address, primeiro.family);
    });
  };
}
