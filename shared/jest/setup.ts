import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { queryClient } from '../src/data/queryClient';

// room for a busy 2-core machine before a UI test gives up waiting for what it expects
configure({ asyncUtilTimeout: 3_000 });

// Each test starts with an empty query cache (the app's one cache is a module singleton), and a
// failed query fails at once: the retry policy itself is tested in queryClient.test.ts.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
afterEach(() => queryClient.clear());

// jsdom lacks these; antd's responsive hooks and overlays call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? (ResizeObserverStub as unknown as typeof ResizeObserver);
// jsdom's <dialog> has no modal mode: showing and closing one set its `open` (the kit's PublicDialog)
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => computed(el);
window.scrollTo = () => undefined;

// jsdom has no MessageChannel; antd's Form batches its watchers through one. A macrotask on the
// real setTimeout (taken before any test fakes timers) behaves the same for these callers.
if (typeof window.MessageChannel === 'undefined') {
  const later = globalThis.setTimeout.bind(globalThis);
  class Port {
    onmessage: ((event: MessageEvent) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      later(() => target?.onmessage?.({ data } as MessageEvent), 0);
    }
    start() {}
    close() {}
    addEventListener() {}
    removeEventListener() {}
  }
  class MessageChannelStub {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  window.MessageChannel = MessageChannelStub as unknown as typeof MessageChannel;
}
