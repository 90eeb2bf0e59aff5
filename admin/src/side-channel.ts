// qs (Refine's query strings, read and written at every move) keeps the objects it has walked in a
// "side channel". The side-channel package picks a WeakMap, a Map or a list through get-intrinsic
// and call-bind, and names a missing key with object-inspect: about 10 KB gzip of CommonJS in every
// first load. The build points qs here instead (vite.config.ts): the same five calls on the
// browser's WeakMap for objects and a Map for other keys, held equal to the package's answers by
// side-channel.unit.test.ts (decision 288).

export interface SideChannel {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
}

const isObject = (key: unknown): key is object => (typeof key === 'object' && key !== null) || typeof key === 'function';

function getSideChannel(): SideChannel {
  // Made on the first set, as the package does: qs opens many channels that stay empty.
  let objects: WeakMap<object, unknown> | undefined;
  let others: Map<unknown, unknown> | undefined;
  const channel: SideChannel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError(`Side channel does not contain ${isObject(key) ? 'the given object key' : String(key)}`);
    },
    delete: (key) => (isObject(key) ? !!objects?.delete(key) : !!others?.delete(key)),
    get: (key) => (isObject(key) ? objects?.get(key) : others?.get(key)),
    has: (key) => (isObject(key) ? !!objects?.has(key) : !!others?.has(key)),
    set(key, value) {
      if (isObject(key)) (objects ??= new WeakMap()).set(key, value);
      else (others ??= new Map()).set(key, value);
    },
  };
  return channel;
}

// qs calls `require('side-channel')()`: this name makes the bundler's require() answer the function itself.
export { getSideChannel as 'module.exports' };
