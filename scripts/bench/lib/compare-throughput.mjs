// Throughput of one address on the site against its yardsticks (lib/bare-static-app.mjs), measured the same way
// on every side: the same load generator, in this process, with 50 connections, in alternating slices. Beside
// requests per second it reads how much CPU each server process (with its children) spent per request, which
// other work on the machine disturbs far less than requests per second.
import autocannon from 'autocannon';
import fs from 'node:fs';

const CONNECTIONS = 50;

const run = (url, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** CPU time (ms, user + system) of a process and all its descendants, from /proc; null where there is no /proc. */
export function processTreeCpuMs(rootPid) {
  if (!rootPid || !fs.existsSync('/proc/self/stat')) return null;
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid) => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; current = stats.get(current)?.ppid ?? 0, hops += 1) if (current === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks / ticksPerMs;
}

/**
 * `sides`: [{ name, url, pid, answers? }] (answers: '2xx' unless the side answers '4xx' by design). Warms every side up, then runs the sides in order and in reverse
 * (half the time per slice): a load that rises or falls during the run costs every side alike.
 * Returns { [name]: { rps, p50, p99, failed, seconds, cpuMsPerRequest } }.
 */
export async function compareThroughput(sides, seconds) {
  // Three seconds each first: a server that just started has not compiled its hot paths yet.
  for (const side of sides) await run(side.url, 3);
  const half = Math.max(1, Math.round(seconds / 2));
  const slices = Object.fromEntries(sides.map((side) => [side.name, []]));
  for (const side of [...sides, ...[...sides].reverse()]) {
    const before = processTreeCpuMs(side.pid);
    const result = await run(side.url, half);
    const after = processTreeCpuMs(side.pid);
    slices[side.name].push({ result, cpuMs: before === null || after === null ? null : after - before });
  }
  return Object.fromEntries(sides.map((side) => [side.name, summarise(slices[side.name], side.answers ?? '2xx')]));
}

/** `answers`: the class of answer the side gives when it works ('4xx' for a not-found page): those count as served. */
function summarise(list, answers) {
  const results = list.map((slice) => slice.result);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const requests = results.reduce((sum, r) => sum + r[answers], 0);
  const cpu = list.every((slice) => slice.cpuMs !== null) ? list.reduce((sum, slice) => sum + slice.cpuMs, 0) : null;
  const answered = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: requests / seconds,
    // Latency per slice, averaged (p50) or the worse of the two (p99).
    p50: results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx - (answers === '2xx' ? 0 : r[answers]) + r.errors, 0),
    seconds,
    cpuMsPerRequest: cpu === null || answered === 0 ? null : cpu / answered,
  };
}
