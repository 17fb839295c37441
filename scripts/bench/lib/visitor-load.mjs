// Visitors whose every answer is read: `connections` keep-alive connections, each asking for the next address in
// turn as soon as its previous answer is complete, for `seconds`. Unlike autocannon or wrk it hands each whole
// answer, with when it was asked for and when it ended, to `onAnswer`, so a benchmark can check what visitors saw.
// Like them it sends no cookie and no Accept-Encoding. It runs in the benchmark's process, on the same cores.
import http from 'node:http';
import { percentile } from './publish-markers.mjs';

const TIMEOUT_MS = 30_000;

function get(agent, base, path) {
  return new Promise((resolve) => {
    const request = http.get({ hostname: base.hostname, port: base.port, path, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, html: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', (error) => resolve({ error }));
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve({ error }));
  });
}

/**
 * Returns { answers, rps, p50, p99, non2xx, errors, firstError, seconds }: rps counts every answer (2xx or not),
 * latencies are in ms from the request to the end of its answer.
 */
export async function runVisitors({ baseUrl, paths, connections = 50, seconds = 60, onAnswer = () => {} }) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  let firstError = null;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;

  const visitor = async () => {
    while (performance.now() < deadline) {
      const path = paths[next % paths.length];
      next += 1;
      const startAt = performance.now();
      const answer = await get(agent, base, path);
      const endAt = performance.now();
      if (answer.error) {
        errors += 1;
        firstError ??= `${path}: ${answer.error.message}`;
        // A refused connection fails at once: do not spin.
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      latencies.push(endAt - startAt);
      if (answer.status < 200 || answer.status > 299) {
        non2xx += 1;
        firstError ??= `${path}: answered ${answer.status}`;
      }
      onAnswer(path, { status: answer.status, html: answer.html, startAt, endAt });
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return { answers: latencies.length, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), non2xx, errors, firstError, seconds: elapsed };
}
