/**
 * `next build` needs one set of params for the visitor route; for it the route answers 404
 * before touching the store (the store is never opened during a build).
 */
export const BUILD_PLACEHOLDER = '__build-placeholder';
