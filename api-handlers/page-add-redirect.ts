// POST /api/page/addRedirect - after a published page moved, send visitors of its old address to the new one
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { pageCollectionInput, publishedCollectionOf } from '@/lib/content/pages/page-collection';
import { getPublishablePageOrThrow } from '@/lib/content/pages/page-or-throw';
import { cacheTags } from '@/lib/content/cache-tags';
import { addRedirect, RedirectSchema } from '@/lib/content/site/redirects';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/addRedirect',
  method: 'POST',
  access: 'publisher',
  input: z
    .object({
      _id: idInput('_id'),
      collection: pageCollectionInput,
      from: RedirectSchema.shape.from,
      type: RedirectSchema.shape.type,
    })
    .strict(),
  async handler({ _id, collection, from, type }, { store, user, now, invalidate }) {
    // Whoever may publish the page may point its old address at it: the target is always the page itself.
    const page = await getPublishablePageOrThrow(store, _id, collection, user);
    const published = await store.collection(publishedCollectionOf[collection]).findOne({ _id });
    if (!published) throw new AppError('conflict', 'Publish the page first: a redirect can only lead to a page visitors can see.');
    const to = `/${String(published.slug)}`;
    if (from === to) throw new AppError('invalid_input', 'The old address is the page’s own address.', { from: 'The old address is the page’s own address.' });
    const filter = { domainId: page.domainId, slug: from.slice(1) };
    const used = (await store.collection(collection).count(filter)) + (await store.collection(publishedCollectionOf[collection]).count(filter));
    if (used > 0) throw new AppError('conflict', `A page uses ${from}: visitors would never reach it. Move that page first.`);
    const redirects = await addRedirect(store, page.domainId, { from, to, type }, user._id, now);
    // The old address answered 'not found' from the cache: it now answers the redirect.
    invalidate([cacheTags.page(page.domainId, from.slice(1))]);
    return { redirect: { from, to, type }, redirects: redirects.length };
  },
});
