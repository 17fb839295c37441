import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildRegistry } from '@/lib/api/registry';
import { defineCall } from '@/lib/api/define-call';

const call = (path: string, access: 'public' | 'signedIn' = 'public') =>
  defineCall({ path, method: 'GET', access, input: z.object({}), handler: async () => ({}) });

describe('API registry', () => {
  it('matches exact paths and `:name` segments, exact first', () => {
    const registry = buildRegistry([call('image/upload', 'signedIn'), call('image/:imageId')]);
    expect(registry.match('image/upload')?.call.path).toBe('image/upload');
    expect(registry.match('image/abc123')).toMatchObject({ call: { path: 'image/:imageId' }, params: { imageId: 'abc123' } });
    expect(registry.match('image')).toBeNull();
    expect(registry.match('image/a/b')).toBeNull();
  });

  it('refuses to start when a call declares no access rule or is declared twice', () => {
    const noAccess = { ...call('x/y'), access: undefined } as never;
    expect(() => buildRegistry([noAccess])).toThrow(/declares no access rule/);
    expect(() => buildRegistry([call('x/y'), call('x/y')])).toThrow(/declared twice/);
  });
});
