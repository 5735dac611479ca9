/**
 * Lets the event loop take the I/O that arrived meanwhile (new connections, request bodies) before the worker
 * goes on. The embedded database answers without I/O, so a chain of its queries runs as microtasks only and
 * would keep every request waiting until the whole backlog was done.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
