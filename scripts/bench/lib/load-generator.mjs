// One HTTP load generator for benchmarks that compare two servers: both sides must be measured by the same tool
// in the same way. wrk (Debian package `wrk`, written in C, one event loop per thread) when it is installed, since
// autocannon (Node, one thread) can itself become the limit near 10,000 requests per second on a small machine;
// autocannon otherwise. Neither sends Accept-Encoding or any other header unless asked to.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const WRK_PACKAGE = 'wrk';

function wrkBinary() {
  if (process.env.BENCH_LOAD_GENERATOR === 'autocannon') return null;
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

// wrk prints its summary through this script as one JSON line: exact request and error counts, latency in µs.
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK-JSON {"requests":%d,"bytes":%d,"durationUs":%d,"p50Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.bytes, summary.duration, latency:percentile(50), e.connect, e.read, e.write, e.status, e.timeout))
end
`;

/** Which generator `measureLoad` uses here, for the report: e.g. 'wrk (2 threads)' or 'autocannon'. */
export function loadGeneratorName(connections = 50) {
  return wrkBinary() ? `wrk (${wrkThreads(connections)} threads)` : 'autocannon';
}

function wrkThreads(connections) {
  return Math.max(1, Math.min(os.availableParallelism?.() ?? os.cpus().length, connections));
}

/**
 * Loads `url` with `connections` keep-alive connections for `duration` seconds. Returns requests per second, the
 * median latency in ms and the number of failed answers (non-2xx or socket errors).
 */
export async function measureLoad({ url, connections = 50, duration = 10, headers = {} }) {
  const wrk = wrkBinary();
  return wrk ? measureWithWrk(wrk, { url, connections, duration, headers }) : measureWithAutocannon({ url, connections, duration, headers });
}

async function measureWithWrk(wrk, { url, connections, duration, headers }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'report.lua');
  fs.writeFileSync(script, WRK_REPORT);
  const args = ['-t', String(wrkThreads(connections)), '-c', String(connections), '-d', `${duration}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
    });
    const line = /^WRK-JSON (.*)$/m.exec(output);
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const r = JSON.parse(line[1]);
    return {
      rps: r.requests / (r.durationUs / 1e6),
      p50: Math.round(r.p50Us / 100) / 10,
      failed: r.status + r.connect + r.read + r.write + r.timeout,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureWithAutocannon({ url, connections, duration, headers }) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    failed: result.non2xx + result.errors,
  };
}
