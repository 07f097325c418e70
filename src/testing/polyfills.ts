import type * as NodeTimers from 'node:timers';
// What antd needs from a browser and jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom does not implement pseudo-element styles and throws when asked for them.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
window.scrollTo = () => undefined;

// antd's Select defers work to a macrotask through MessageChannel, which jsdom lacks; a timer is
// the same kind of task (and follows jest's fake timers).
if (!('MessageChannel' in globalThis)) {
  class MessageChannelShim {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    value: MessageChannelShim,
    writable: true,
  });
}

// jsdom draws nothing on a canvas, and reports every getContext call as not implemented. Charts
// get a 2D context that takes every drawing call and draws nothing, so that what a user is told
// of them (names, text alternatives) can be tested without the native canvas package.
const drawingContexts = new WeakMap<HTMLCanvasElement, object>();
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  writable: true,
  value(this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    const known = drawingContexts.get(this);
    if (known) return known;
    const state: Record<string | symbol, unknown> = {
      canvas: this,
      measureText: (text: string) => ({ width: text.length }),
    };
    const context = new Proxy(state, {
      get: (target, key) => (key in target ? target[key] : () => undefined),
    });
    drawingContexts.set(this, context);
    return context;
  },
});

// The API server the tests talk to runs in this window too, and needs what Node gives a server.
if (typeof globalThis.setImmediate === 'undefined') {
  const timers = jest.requireActual<typeof NodeTimers>('node:timers');
  Object.assign(globalThis, {
    setImmediate: timers.setImmediate,
    clearImmediate: timers.clearImmediate,
  });
}

// Node's buffers are Uint8Arrays of Node's realm, not of this window's (jest's node environment
// shares Node's, its jsdom one does not): the database driver checks binary values against the
// window's Uint8Array, and is told of a buffer what it would be told under Node.
const NodeUint8Array = (Object.getPrototypeOf(Buffer.prototype) as Uint8Array).constructor;
if (NodeUint8Array !== Uint8Array) {
  const ownInstance = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(Uint8Array, Symbol.hasInstance, {
    configurable: true,
    value(this: typeof Uint8Array, value: unknown): boolean {
      return (
        ownInstance.call(this, value) || (this === Uint8Array && value instanceof NodeUint8Array)
      );
    },
  });
}
