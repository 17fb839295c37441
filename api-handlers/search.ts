// The site search (lib/search/): GET search {q, domainId?, section?, upcoming?, page?} answers visitors with the crisis
// contacts first when the words signal risk, then the published pages found, ten at a time; without domainId it
// searches the domain serving the request's host. GET search/misses {domainId} lists for staff the searches that
// found nothing (query text and day only, each made at least three times).
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, MAX_PAGE_NUMBER, wholeNumberInput } from '@/lib/api/inputs';
import { limits } from '@/lib/auth/rate-limit';
import { domainOrThrow } from '@/lib/content/domains/domain-or-throw';
import { domainServing } from '@/lib/content/domains/domain-serving';
import { hubDomain } from '@/lib/hub/query';
import { listSearchMisses } from '@/lib/search/search-misses';
import { MAX_QUERY_LENGTH } from '@/lib/search/site-search';
import { searchPublishedSite } from './search-service';
import { AppError } from '@/lib/errors';

export const searchInput = z
  .object({
    q: z.string({ error: 'q must be text' }).max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).default(''),
    domainId: domainIdInput.optional(),
    section: z.string({ error: 'section must be text' }).max(60, 'section must be at most 60 characters').optional(),
    upcoming: z.enum(['true', 'false'], { error: "upcoming must be 'true' or 'false'" }).optional(),
    page: wholeNumberInput('page', 1, MAX_PAGE_NUMBER).default(1),
  })
  .strict();

export const searchCalls = [
  defineCall({
    path: 'search',
    method: 'GET',
    access: 'public',
    input: searchInput,
    limits: [{ limit: limits.searchesPerIp, per: 'ip', message: 'Too many searches at once. Please wait a minute and try again.' }],
    async handler({ domainId, q, section, upcoming, page }, { store, hostname, user, now }) {
      const serving = domainId ?? (await domainServing(store, hostname))?._id;
      if (!serving) throw new AppError('not_found', 'There is no such site here.');
      // A visitor searches the published site they are on; staff may name any of theirs.
      const domain = await hubDomain(store, serving, hostname, user);
      return searchPublishedSite(store, domain, { q, section, upcoming: upcoming === 'true', page }, now);
    },
  }),
  defineCall({
    path: 'search/misses',
    method: 'GET',
    access: editorAccess,
    input: z.object({ domainId: domainIdInput }).strict(),
    async handler({ domainId }, { store, now }) {
      await domainOrThrow(store, domainId);
      return { misses: await listSearchMisses(store, domainId, now) };
    },
  }),
];
