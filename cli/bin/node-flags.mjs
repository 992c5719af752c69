// The Node.js flags the hub runs with: the bin's shebang names the same (bin.test.ts checks it),
// `pnpm start` and the benches pass these to node.
//
// --no-memory-reducer: a few seconds after a server goes idle (at start, or after a burst), V8's
// memory reducer runs mark-compacts that shrink the heap. After them, Node's own stream code (a
// tick object per process.nextTick, the readable and writable states) leaves its fast paths for
// good: map migrations and runtime calls on every request. Measured on Node 20 (bench/README.md):
// GET /healthz cost 18 µs of server CPU per request after the hub had idled 12 s, 14 µs with this
// flag; the bench's bare Hono floor the same (18 against 13.5). The price: the heap keeps its peak while idle
// (resident memory 140 MB against 119 MB after the same load). The heap's limits are unchanged.
export const NODE_FLAGS = ['--no-memory-reducer'];
