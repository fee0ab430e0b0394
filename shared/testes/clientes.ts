import type { QueryClient } from '@tanstack/react-query';

const clientes: QueryClient[] = [];

/** Keeps `cliente` to be emptied after the test. */
export function registarCliente(cliente: QueryClient): QueryClient {
  clientes.push(cliente);
  return cliente;
}

/** Empties every cache a test created: cached queries keep timers that would outlive the test. */
export function limparClientes(): void {
  clientes.splice(0).forEach((cliente) => cliente.clear());
}
