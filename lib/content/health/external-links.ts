import 'server-only';

/**
 * Checks external links for the content-health report, politely: at most `concurrency` requests at once, one at a time
 * per host with a pause between them, each given `timeoutMs`. HEAD first; a server that refuses HEAD is asked with
 * GET (its body is not read). An answer of 400 or more, or none in time, is a failure.
 */
export type LinkOutcome = { ok: true } | { ok: false; reason: string };

export type CheckOptions = {
  timeoutMs?: number;
  concurrency?: number;
  /** Pause between two requests to one host. */
  perHostGapMs?: number;
  /** More distinct addresses than this wait for the next run. */
  maxLinks?: number;
};

export const LINK_CHECK_DEFAULTS = { timeoutMs: 8_000, concurrency: 4, perHostGapMs: 1_000, maxLinks: 1_000 } as const;
const USER_AGENT = 'Mozilla/5.0 (compatible; SiteContentHealth/1.0; checks links from this site)';

async function ask(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<number> {
  const response = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': USER_AGENT, accept: '*/*' } });
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

export async function checkOneLink(url: string, timeoutMs: number): Promise<LinkOutcome> {
  try {
    let status = await ask(url, 'HEAD', timeoutMs);
    if ([403, 405, 501].includes(status)) status = await ask(url, 'GET', timeoutMs);
    return status < 400 ? { ok: true } : { ok: false, reason: `answers ${status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? `did not answer within ${Math.round(timeoutMs / 1000)} seconds` : 'could not be reached' };
  }
}

/** The outcome for each address (those past `maxLinks` are left out). */
export async function checkExternalLinks(urls: readonly string[], options: CheckOptions = {}): Promise<Map<string, LinkOutcome>> {
  const { timeoutMs, concurrency, perHostGapMs, maxLinks } = { ...LINK_CHECK_DEFAULTS, ...options };
  const byHost = new Map<string, string[]>();
  for (const url of urls.slice(0, maxLinks)) {
    let host: string;
    try {
      host = new URL(url).host;
    } catch {
      continue;
    }
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const outcomes = new Map<string, LinkOutcome>();
  const queues = [...byHost.values()];
  // Each worker takes one host's queue at a time, so a host never gets two requests at once.
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const [index, url] of queue.entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, perHostGapMs));
        outcomes.set(url, await checkOneLink(url, timeoutMs));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queues.length) }, worker));
  return outcomes;
}
