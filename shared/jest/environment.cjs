// jsdom plus the web platform pieces Node has and jsdom lacks (ky needs fetch and friends).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder',
  'ReadableStream', 'TransformStream', 'WritableStream', 'Blob', 'AbortController', 'AbortSignal',
  'structuredClone', 'URL', 'URLSearchParams',
];

class FrontdeskEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
    // As in a browser, a relative URL resolves against the page's address (ky's baseUrl '/').
    const page = this.global;
    const NodeRequest = globalThis.Request;
    this.global.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    };
  }
}
module.exports = FrontdeskEnvironment;
