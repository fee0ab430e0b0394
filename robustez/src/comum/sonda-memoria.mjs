// Preloaded into a server the suite starts with `medirMemoria` (node --expose-gc --import): on the
// parent's "memoria" message over IPC it collects garbage and answers the process's memory, so
// the suite reads the heap of the process under test without an endpoint in the product.
if (process.send && typeof globalThis.gc === 'function') {
  const recolher = globalThis.gc;
  process.on('message', (mensagem) => {
    if (mensagem !== 'memoria') return;
    recolher();
    // A second pass after the turn: what the first freed through weak references and finalizers.
    setImmediate(() => {
      recolher();
      process.send?.({ memoria: process.memoryUsage() });
    });
  });
  // The channel must not keep the server alive once it closes.
  process.channel?.unref();
}
