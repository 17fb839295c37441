import type { CallDefinition } from './define-call';

/** Builds the lookup table, refusing to start when a call is declared twice or declares no access rule. */
export function buildRegistry(calls: CallDefinition[]): Map<string, CallDefinition> {
  const registry = new Map<string, CallDefinition>();
  for (const call of calls) {
    if (!call.access) throw new Error(`API call ${call.path} declares no access rule`);
    if (registry.has(call.path)) throw new Error(`API call ${call.path} is declared twice`);
    registry.set(call.path, call);
  }
  return registry;
}
