import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { PageSchema, type Page } from './schemas';
import { normalizeSlug } from './slug';
import { sanitizeRichText } from './rich-text';
import { recordPageChange } from './record-change';

export const STALE_PAGE_MESSAGE =
  'Someone else saved this page after you opened it. Your changes have not been saved: copy them, reload the page and apply them again.';

/** Rich text is cleaned on the way in, so a stored page never holds markup the site would not render. */
function cleanContents(contents: Page['contents']): Page['contents'] {
  return contents.map((component) =>
    component.componentType === 'RichText' && typeof component.text === 'string'
      ? { ...component, text: sanitizeRichText(component.text) }
      : component,
  );
}

/**
 * Saves an editor's working copy. `page.version` must be the version the editor loaded:
 * a stale one gets 409 and nothing is overwritten. A page not yet stored is created when its version is 0.
 */
export async function savePage(store: Store, input: Page, userId: string, now: Date): Promise<Page> {
  const pages = store.collection<Page>('pages');
  const slug = normalizeSlug(input.slug);
  const domain = await store.collection('domains').findOne({ _id: input.domainId });
  if (!domain) throw new AppError('not_found', 'Domain not found.');

  const clash = await pages.findOne({ domainId: input.domainId, slug, _id: { $ne: input._id } });
  if (clash) throw new AppError('conflict', `Another page already uses the address /${slug}.`, { slug: 'This address is taken.' });

  const existing = await pages.findOne({ _id: input._id });
  const at = now.toISOString();
  if (!existing) {
    if (input.version !== 0) throw new AppError('not_found', 'Page not found.');
    const created = PageSchema.parse({
      ...input,
      slug,
      contents: cleanContents(input.contents),
      roles: [],
      published: false,
      lastPublished: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    await pages.insert(created);
    await recordPageChange(store, 'save', created, userId, at);
    return created;
  }
  if (existing.domainId !== input.domainId) throw new AppError('bad_request', 'A page cannot move to another domain.');

  const saved: Page = {
    ...input,
    slug,
    contents: cleanContents(input.contents),
    // Who may publish is set by roles/applyToPage, never by a save.
    roles: existing.roles,
    published: existing.published,
    lastPublished: existing.lastPublished,
    createdAt: existing.createdAt,
    updatedAt: at,
    version: existing.version + 1,
  };
  const matched = await pages.replace({ _id: input._id, version: input.version }, saved);
  if (matched === 0) throw new AppError('conflict', STALE_PAGE_MESSAGE);
  await recordPageChange(store, 'save', saved, userId, at);
  return saved;
}
