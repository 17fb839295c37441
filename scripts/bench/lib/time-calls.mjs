// Timing one API handler on a seeded store, as the store benchmarks (hub-filter, sitemap-filter) do: a few calls to
// warm up, then up to `calls` timed calls (at most about 20 s, never fewer than 20), one line with p50 and p95 against
// the goal (50 ms unless the caller names another), and on MongoDB how each query of the call was served.
import { percentile } from './publish-markers.mjs';

export const WARM_UP = 10;
const SECONDS = 20;
const GOAL_MS = 50;

/**
 * `call()` runs the handler once; `describe(result)` says what the last warm-up call answered (rows of total).
 * `explainQueries(run)`: bench-stores' query plans, on MongoDB only.
 */
export async function timeCalls({ label, calls, call, describe, explainQueries, goalMs = GOAL_MS }) {
  const run = async () => {
    const started = performance.now();
    const result = await call();
    return { ms: performance.now() - started, result };
  };
  let last;
  for (let i = 0; i < WARM_UP; i++) last = (await run()).result;
  // A slow store is measured on fewer calls (and says so) rather than for hours.
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  while (times.length < calls && (times.length < 20 || performance.now() < until)) times.push((await run()).ms);
  const p95 = percentile(times, 95);
  console.log(
    `  ${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${times.length < calls ? `(${times.length} calls) ` : ''}` +
      `(${describe(last)})${p95 > goalMs ? `  OVER ${goalMs} ms` : ''}`,
  );
  if (explainQueries) for (const line of await explainQueries(run)) console.log(`    ${line}`);
}
