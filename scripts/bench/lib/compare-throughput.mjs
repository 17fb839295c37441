// Throughput of one address on the site against the same bytes from the bare static app, measured the same way
// on both sides: the same load generator, in this process, with 50 connections, in alternating slices.
import autocannon from 'autocannon';

const CONNECTIONS = 50;

const run = (url, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * Warms both sides for a second, then runs site, bare, bare, site (half the time per slice): on a shared
 * machine a load that rises or falls during the run then costs both sides alike.
 * Returns { site, bare } each as { rps, p50, p99, failed, seconds }.
 */
export async function compareThroughput(siteUrl, bareUrl, seconds) {
  await run(siteUrl, 1);
  await run(bareUrl, 1);
  const half = Math.max(1, Math.round(seconds / 2));
  const slices = { site: [], bare: [] };
  for (const side of ['site', 'bare', 'bare', 'site']) {
    slices[side].push(await run(side === 'site' ? siteUrl : bareUrl, half));
  }
  return { site: summarise(slices.site), bare: summarise(slices.bare) };
}

function summarise(results) {
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const requests = results.reduce((sum, r) => sum + r['2xx'], 0);
  return {
    rps: requests / seconds,
    // Latency per slice, averaged (p50) or the worse of the two (p99).
    p50: results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    seconds,
  };
}
