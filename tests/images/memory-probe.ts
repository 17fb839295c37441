// How far the process's memory rises while something runs. Decoding happens in sharp's native threads, off the
// JavaScript thread, so a timer keeps sampling the resident size during it; the kernel's high-water mark backs it up.

export type MemoryRise = {
  /** Highest resident size sampled during the run, less the resident size before it. */
  rssBytes: number;
  /** How much the process's all-time peak resident size grew during the run (0 when it stayed under an earlier peak). */
  peakRssBytes: number;
  /** Growth of memory held by ArrayBuffers and Buffers, after the run. */
  arrayBuffersBytes: number;
};

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function measureMemoryRise<T>(run: () => Promise<T>): Promise<{ result: T; rise: MemoryRise }> {
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let highest = before.rss;
  const sample = () => {
    highest = Math.max(highest, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 2);
  let result: T;
  try {
    result = await run();
  } finally {
    clearInterval(timer);
    sample();
  }
  return {
    result,
    rise: {
      rssBytes: highest - before.rss,
      peakRssBytes: process.resourceUsage().maxRSS * 1024 - peakBefore,
      arrayBuffersBytes: process.memoryUsage().arrayBuffers - before.arrayBuffers,
    },
  };
}
