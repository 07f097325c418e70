/**
 * A server's start took over 30 s (jest's default for a hook here) at a load of 13 on two cores,
 * as CI may meet; a start that hangs still fails, later.
 */
const MAKE_TIMEOUT_MS = 120_000;

/**
 * A value made before the first test of the block it is called in (and closed after its last),
 * usable at once: what is returned stands for the value and forwards every use to it, so that a
 * file's helpers can be written against it at the top, before it exists. Using it before then
 * throws, instead of reading undefined.
 */
export const fixture = <T extends object>(
  make: () => Promise<T>,
  close?: (value: T) => Promise<unknown>,
): T => {
  let made: T | undefined;
  const value = (): T => {
    if (made === undefined)
      throw new Error('A test fixture was used before its beforeAll made it, or after it failed.');
    return made;
  };
  beforeAll(async () => {
    made = await make();
  }, MAKE_TIMEOUT_MS);
  // A value that could not be made has nothing to close; its error is the one reported.
  if (close) afterAll(async () => made !== undefined && (await close(made)));
  // Every operation goes to the value itself. A property is always said to be configurable: the
  // stand-in has none of its own, and a proxy may not claim otherwise for those it lacks.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, to) => Reflect.set(value(), key, to),
    has: (_, key) => Reflect.has(value(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
};
