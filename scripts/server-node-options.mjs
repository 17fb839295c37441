// The V8 setting every server of the site runs with: npm start, the browser tests' server, the benchmarks' servers
// and the site search benchmark (its command in package.json), and deploy/Dockerfile (NODE_OPTIONS). A young generation of up to
// 64 MB a half (16 MB by default) lets a request's short-lived objects die young without a collection every few
// milliseconds: on 10,000 pages it takes about a third off a search's p95 (npm run bench:search). V8 grows it only
// as far as the allocation rate asks.
export const SERVER_NODE_OPTIONS = '--max-semi-space-size=64';

/** `env` with the server's setting added to any NODE_OPTIONS it holds. */
export const withServerNodeOptions = (env) => ({ ...env, NODE_OPTIONS: [env.NODE_OPTIONS, SERVER_NODE_OPTIONS].filter(Boolean).join(' ') });
