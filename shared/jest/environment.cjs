// jsdom plus the web platform pieces Node has and jsdom lacks (ky needs fetch and friends), and
// React's development build without its per-element stack capture (below).
const { TestEnvironment } = require('jest-environment-jsdom');

// React's development build (which jest runs, for act() and its warnings) captures a stack trace
// for every element it creates, `Error('react-stack-top-frame')`, to print "owner stacks" under its
// warnings. Capturing ten frames costs ~3 µs; the tests create millions of elements, and it was the
// largest single cost in their CPU profiles (createElement's own time, 6.5 %, plus the garbage).
// React itself stops capturing after 10,000 elements in one render and shows no owner stack for
// the rest; here it never captures: the call answers one prepared Error without stack frames, so a
// warning prints without its owner stack (its message still names the components). Every other
// Error is made as before. docs/decisions/0017-test-line-time.md (issue 10, session 8).
const OWNER_STACK_MESSAGE = 'react-stack-top-frame';

/** The context's `Error`, but for React's owner-stack captures. @param {ErrorConstructor} NativeError */
function withoutOwnerStacks(NativeError) {
  const limit = NativeError.stackTraceLimit;
  NativeError.stackTraceLimit = 0;
  const prepared = NativeError(OWNER_STACK_MESSAGE);
  NativeError.stackTraceLimit = limit;
  return new Proxy(NativeError, {
    apply: (target, self, args) => (args[0] === OWNER_STACK_MESSAGE ? prepared : Reflect.apply(target, self, args)),
  });
}

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class FrontdeskEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
    this.global.Error = withoutOwnerStacks(this.global.Error);
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
