// GET /api/sitemap/filter - one page of a domain's sitemap (working copies), filtered and sorted by slug
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { filterSitemap } from '@/lib/content/pages/filter-sitemap';
import { PageSchema } from '@/lib/content/schemas';
import { editorAccess } from '@/lib/api/access';
import { domainIdFor } from '@/lib/content/domains/domain-serving';
import { blankIsUnset, domainIdInput, pagingInput } from '@/lib/api/inputs';

export const MAX_SITEMAP_PAGE_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const optional = blankIsUnset;

/** A day (YYYY-MM-DD, UTC) or an instant with its offset. */
const lastModDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (YYYY-MM-DD) or an ISO date and time' });

const priority = z.coerce
  .number({ message: 'priority must be a number' })
  .min(0, 'priority must be between 0 and 1')
  .max(1, 'priority must be between 0 and 1')
  .refine((p) => Math.abs(p * 10 - Math.round(p * 10)) < 1e-9, 'priority goes in steps of 0.1')
  // 0.30000000000000004 typed or computed is the 0.3 an editor stored.
  .transform((p) => Math.round(p * 10) / 10);

export const sitemapFilterInput = z
  .object({
    // Optional: without it, the domain serving the request's host (SPEC.md §7 lists no domainId for this call).
    domainId: domainIdInput.optional(),
    ...pagingInput('size', { max: MAX_SITEMAP_PAGE_SIZE, fallback: 10 }),
    freq: optional(PageSchema.shape.frequency.unwrap()),
    slug: optional(z.string().max(300, 'slug must be at most 300 characters')),
    pageType: optional(z.string().regex(/^[\w-]{1,60}$/, 'pageType must be a page type name')),
    priority: optional(priority),
    lastModFrom: optional(lastModDate),
    lastModTo: optional(lastModDate),
    publishableByYou: optional(z.enum(['true', 'false'], { error: "publishableByYou must be 'true' or 'false'" })),
  })
  .strict()
  .transform(({ lastModFrom, lastModTo, publishableByYou, ...rest }, ctx) => {
    const from = lastModFrom === undefined ? undefined : new Date(lastModFrom).getTime();
    // A day as the upper bound includes the whole of that day.
    const before = lastModTo === undefined ? undefined : new Date(lastModTo).getTime() + (/^\d{4}-\d{2}-\d{2}$/.test(lastModTo) ? DAY_MS : 1);
    let unreal = false;
    for (const [key, time] of [['lastModFrom', from], ['lastModTo', before]] as const) {
      if (time === undefined || Number.isFinite(time)) continue;
      ctx.addIssue({ code: 'custom', path: [key], message: `${key} is not a real date` });
      unreal = true;
    }
    if (unreal) return z.NEVER;
    const updatedFrom = from === undefined ? undefined : new Date(from).toISOString();
    const updatedBefore = before === undefined ? undefined : new Date(before).toISOString();
    if (updatedFrom && updatedBefore && updatedFrom >= updatedBefore) {
      ctx.addIssue({ code: 'custom', path: ['lastModFrom'], message: 'lastModFrom must not be after lastModTo' });
      return z.NEVER;
    }
    return { ...rest, updatedFrom, updatedBefore, publishableByYou: publishableByYou === undefined ? undefined : publishableByYou === 'true' };
  });

export default defineCall({
  path: 'sitemap/filter',
  method: 'GET',
  access: editorAccess,
  input: sitemapFilterInput,
  async handler(query, { store, user, hostname }) {
    return filterSitemap(store, { ...query, domainId: await domainIdFor(store, hostname, query.domainId) }, user);
  },
});
