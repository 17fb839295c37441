// Host names as the domain form shows them (one per line) and reads them back (lines or commas, as pasted).

export const hostnamesText = (hostnames: readonly string[]) => hostnames.join('\n');

/** The names typed, in order, each once; the server normalises and checks them ('Www.Example.org:443' is fine). */
export function parseHostnames(text: string): string[] {
  const names = text
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}
