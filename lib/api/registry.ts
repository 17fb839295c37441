import type { CallDefinition } from './define-call';

export type Registry = {
  calls: CallDefinition[];
  /** The call for a path under /api/, with the values of its `:name` segments. */
  match(path: string): { call: CallDefinition; params: Record<string, string> } | null;
};

/** Builds the lookup table, refusing to start when a call is declared twice or declares no access rule. */
export function buildRegistry(calls: CallDefinition[]): Registry {
  const exact = new Map<string, CallDefinition>();
  const patterns: { call: CallDefinition; segments: string[] }[] = [];
  for (const call of calls) {
    if (!call.access) throw new Error(`API call ${call.path} declares no access rule`);
    if (exact.has(call.path) || patterns.some((p) => p.call.path === call.path)) throw new Error(`API call ${call.path} is declared twice`);
    if (call.path.includes(':')) patterns.push({ call, segments: call.path.split('/') });
    else exact.set(call.path, call);
  }
  return {
    calls,
    match(path) {
      const call = exact.get(path);
      if (call) return { call, params: {} };
      const parts = path.split('/');
      for (const pattern of patterns) {
        if (pattern.segments.length !== parts.length) continue;
        const params: Record<string, string> = {};
        const fits = pattern.segments.every((segment, i) => {
          if (segment.startsWith(':')) {
            params[segment.slice(1)] = parts[i];
            return parts[i].length > 0;
          }
          return segment === parts[i];
        });
        if (fits) return { call: pattern.call, params };
      }
      return null;
    },
  };
}
