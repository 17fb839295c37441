// A domain's site settings (SPEC.md §7): GET siteSettings/loadSiteSettings?domainId, POST
// siteSettings/saveSiteSettings {siteSettings, redirects, categories}, POST siteSettings/publishSiteSettings
// (saves first, then publishes). siteSettings carries its domainId and the versions it was loaded at (its own,
// redirectsVersion, categoriesVersion): a stale save answers 409 and writes nothing.
// GET siteSettings/findOldCrisisNumbers?domainId and POST siteSettings/replaceOldCrisisNumbers {domainId, contactId}:
// the texts that still type a number the crisis-contact register no longer has, and replacing it in their drafts.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { RedirectSchema, REDIRECTS_LIMIT } from '@/lib/content/site/redirects';
import { EditableSettingsSchema, loadSiteSettings, TagCategoriesSchema, writeSiteSettings } from '@/lib/content/site/site-settings';
import { editorAccess } from '@/lib/api/access';
import { findOldCrisisNumbers, replaceOldCrisisNumbers } from '@/lib/content/site/old-crisis-numbers';
import { domainIdInput, versionInput } from '@/lib/api/inputs';

const domainId = domainIdInput;
const version = versionInput;

const input = z.object({
  siteSettings: EditableSettingsSchema.extend({
    domainId,
    version,
    redirectsVersion: version.optional(),
    categoriesVersion: version.optional(),
  }),
  redirects: z.array(RedirectSchema).max(REDIRECTS_LIMIT, `A site can have at most ${REDIRECTS_LIMIT} redirects.`).optional(),
  categories: TagCategoriesSchema.optional(),
});

const versionRequired = (name: string) => `${name} needs the version it was loaded at (siteSettings.${name}Version).`;

function write(publish: boolean) {
  return async function handler(body: z.infer<typeof input>, { store, user, now, invalidate }: SignedInContext) {
    const { domainId: id, version: at, redirectsVersion, categoriesVersion, ...settings } = body.siteSettings;
    if (body.redirects && redirectsVersion === undefined) throw new AppError('invalid_input', versionRequired('redirects'));
    if (body.categories && categoriesVersion === undefined) throw new AppError('invalid_input', versionRequired('categories'));
    const result = await writeSiteSettings(store, {
      domainId: id,
      settings,
      version: at,
      redirects: body.redirects ? { list: body.redirects, version: redirectsVersion! } : undefined,
      categories: body.categories ? { list: body.categories, version: categoriesVersion! } : undefined,
      userId: user._id,
      now,
      publish,
    });
    invalidate(result.invalidate);
    return result.state;
  };
}

export const siteSettingsCalls = [
  defineCall({
    path: 'siteSettings/loadSiteSettings',
    method: 'GET',
    access: editorAccess,
    input: z.object({ domainId }),
    async handler({ domainId: id }, { store }) {
      return loadSiteSettings(store, id);
    },
  }),
  // The pages, navigation and footer that still type a number the crisis-contact register no longer has.
  defineCall({
    path: 'siteSettings/findOldCrisisNumbers',
    method: 'GET',
    access: editorAccess,
    input: z.object({ domainId }),
    async handler({ domainId: id }, { store }) {
      return { oldNumbers: await findOldCrisisNumbers(store, id) };
    },
  }),
  // 'Replace in all drafts': one entry's old numbers become its current one in every working copy, saved as drafts.
  defineCall({
    path: 'siteSettings/replaceOldCrisisNumbers',
    method: 'POST',
    access: editorAccess,
    input: z.object({ domainId, contactId: z.string({ error: 'contactId must be text' }).trim().min(1, 'contactId is required').max(60) }),
    async handler({ domainId: id, contactId }, { store, user, now }) {
      return replaceOldCrisisNumbers(store, id, contactId, user._id, now);
    },
  }),
  defineCall({ path: 'siteSettings/saveSiteSettings', method: 'POST', access: editorAccess, input, handler: write(false) }),
  defineCall({ path: 'siteSettings/publishSiteSettings', method: 'POST', access: 'publisher', input, handler: write(true) }),
];
