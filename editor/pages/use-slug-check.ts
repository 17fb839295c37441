'use client';

import { useEffect, useState } from 'react';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { callApi } from '@/lib/api/client';
import { useDebouncedValue } from '../fields/use-debounced-value';

/** How long typing must pause before the address is checked. */
export const SLUG_CHECK_DELAY_MS = 300;

export type SlugStatus = 'idle' | 'own' | 'checking' | 'free' | 'taken' | 'failed';
export type SlugCheck = { slug: string; status: SlugStatus; error?: string };

type Answer = { slug: string; available?: boolean; error?: string };

/**
 * Whether an address is free in the domain, checked with page/checkSlug once typing pauses. `slug` is
 * always the normalised address (what the server will store); an answer for an older value never shows.
 * `ownSlug` is the page's stored address: it is its own, so it needs no check.
 */
export function useSlugCheck({ raw, domainId, pageId, ownSlug, enabled = true }: { raw: string; domainId: string; pageId?: string; ownSlug?: string; enabled?: boolean }): SlugCheck {
  const slug = normalizeSlug(raw);
  const needed = enabled && slug !== ownSlug;
  const settled = useDebouncedValue(slug, SLUG_CHECK_DELAY_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!needed || settled !== slug) return;
    let cancelled = false;
    const query: Record<string, string> = { slug: settled, domainId, collection: 'pages' };
    if (pageId) query._id = pageId;
    callApi<{ slug: string; available: boolean }>('page/checkSlug', { query }).then(
      (result) => !cancelled && setAnswer({ slug: settled, available: result.available }),
      (error: unknown) => !cancelled && setAnswer({ slug: settled, error: error instanceof Error ? error.message : 'The address could not be checked.' }),
    );
    return () => {
      cancelled = true;
    };
  }, [needed, settled, slug, domainId, pageId]);

  if (!enabled) return { slug, status: 'idle' };
  if (!needed) return { slug, status: 'own' };
  if (!answer || answer.slug !== slug) return { slug, status: 'checking' };
  if (answer.error !== undefined) return { slug, status: 'failed', error: answer.error };
  return { slug, status: answer.available ? 'free' : 'taken' };
}
