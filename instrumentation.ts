import type { Instrumentation } from 'next';

// Runs once when the server starts (Node.js runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await (await import('@/lib/startup')).startServer();
  // The site search's index of every published domain, built in memory once the server answers.
  const [{ warmSearchIndexes }, { getStore }, { log, errorFields }] = await Promise.all([
    import('@/api-handlers/search-service'),
    import('@/lib/db'),
    import('@/lib/log'),
  ]);
  void getStore()
    .then(warmSearchIndexes)
    .catch((error: unknown) => log.error('search.warm', errorFields(error)));
}

/**
 * Every error a page, route or action throws on the server: one JSON log line. Its digest is the reference the
 * error page shows the visitor, so a report can be matched to the line; a proxy's X-Request-Id is kept too.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const e = error as Error & { digest?: string };
  const header = request.headers['x-request-id'];
  const { log, errorFields } = await import('@/lib/log');
  log.error('request.error', {
    reference: e.digest,
    requestId: typeof header === 'string' ? header : undefined,
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    ...errorFields(e, { stack: true }),
  });
};
