// Throughput and latency of what visitors load, against a running site (npm start):
//   node scripts/bench/visitor-pages.mjs [http://localhost:3000] [seconds]
// Prints one line per address: requests per second, p50 and p99 latency, and non-2xx answers.
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://localhost:3000';
const duration = Number(process.argv[3] ?? 10);
const paths = ['/', '/about', '/training/asist', '/health', '/sitemap.xml'];

// An image variant, if the home page shows one.
const home = await (await fetch(base)).text();
const image = /\/api\/image\/[^"\s]+?(?=[\s"])/.exec(home)?.[0]?.replace(/&amp;/g, '&');
if (image) paths.push(image);

console.log(`${duration}s each, 50 connections, against ${base}`);
for (const path of paths) {
  const result = await autocannon({ url: base + path, connections: 50, duration });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${path.padEnd(60).slice(0, 60)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms${non2xx ? `  ${non2xx} failed` : ''}`,
  );
}
