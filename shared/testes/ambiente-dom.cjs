// jsdom, plus the web platform pieces it lacks and Node has: MSW's fake network needs the Fetch
// API (Request, Response, Headers), streams, encoders and BroadcastChannel. jsdom's own Blob,
// FileReader, URL, FormData and AbortController stay, so DOM code sees one consistent set.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const DO_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
];

class AmbienteDom extends JSDOMEnvironment {
  constructor(...argumentos) {
    super(...argumentos);
    // Resolve packages as Node does: `msw/node` has no browser build.
    this.customExportConditions = [''];
    for (const nome of DO_NODE) this.global[nome] = globalThis[nome];
  }
}

module.exports = AmbienteDom;
