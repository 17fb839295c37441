// 'server-only' is a build-time marker for Next; under vitest it has nothing to do.
export {};
