import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { domainOrThrow } from '../domains/domain-or-throw';
import { cacheTags } from '../cache-tags';
import { publishedCollectionOf, pageCollections } from '../pages/page-collection';
import { checkRedirects, REDIRECTS_LIMIT, redirectsDocId, storedRedirects, type Redirect } from './redirects';
import { SiteSettingsSchema, type CrisisContact, type SiteSettings } from '../schemas';
import { formerNumbersOf, nextFormerNumbers } from './old-crisis-numbers';
import { differingParts, type SettingsPart } from './settings-parts';
import { checkVersion, versionOf, writeVersioned, type VersionedDocument } from '../versioned-document';
import { recordAudit } from '@/lib/audit/audit-log';

/**
 * A domain's site settings (SPEC.md §3, §7): Open Graph and Twitter cards and the site name in
 * `siteSettings:<domainId>`, redirects in `redirects:<domainId>` and tag categories in `categories:<domainId>`
 * (all in the `siteSettings` collection), each with a working copy, a published copy and its own version:
 * page/addRedirect and publishing a page at a redirected address change the redirects without the panel.
 * A save checks all three versions before it writes anything.
 */
export const settingsDocId = (domainId: string) => `siteSettings:${domainId}`;
export const categoriesDocId = (domainId: string) => `categories:${domainId}`;

export const STALE_SETTINGS_MESSAGE = 'Someone else saved the site settings after you opened them. Your changes have not been saved yet.';

export const CATEGORIES_LIMIT = 30;
const tagId = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((id) => !id.includes(':'), `${label} cannot contain ':' (filters are written 'category:value')`);

export const TagCategorySchema = z.object({
  id: tagId('A category name', 60),
  values: z.array(z.object({ id: tagId('A tag', 120) })).max(200, 'A category can have at most 200 tags').default([]),
});
export type TagCategory = z.infer<typeof TagCategorySchema>;

export const TagCategoriesSchema = z
  .array(TagCategorySchema)
  .max(CATEGORIES_LIMIT, `A site can have at most ${CATEGORIES_LIMIT} tag categories`)
  .superRefine((categories, ctx) => {
    const seen = new Set<string>();
    for (const [index, category] of categories.entries()) {
      const key = category.id.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `There are two categories named '${category.id}'. Keep one.` });
      seen.add(key);
      const values = new Set<string>();
      for (const [valueIndex, value] of category.values.entries()) {
        const valueKey = value.id.toLowerCase();
        if (values.has(valueKey)) ctx.addIssue({ code: 'custom', path: [index, 'values', valueIndex, 'id'], message: `'${category.id}' has the tag '${value.id}' twice.` });
        values.add(valueKey);
      }
    }
  });

/** The fields of the settings the panel edits (the id and domain are the server's). */
export const EditableSettingsSchema = SiteSettingsSchema.omit({ _id: true, domainId: true });
type EditableSettings = z.infer<typeof EditableSettingsSchema>;

export type SiteSettingsState = {
  siteSettings: EditableSettings & {
    domainId: string;
    version: number;
    redirectsVersion: number;
    categoriesVersion: number;
    updatedAt: string | null;
    publishedAt: string | null;
    /** The working settings, redirects or categories differ from what visitors get. */
    pendingChanges: boolean;
  };
  redirects: Redirect[];
  categories: TagCategory[];
  /** The register as visitors get it (the published settings): what the editor's own header shows. */
  publishedCrisisContacts: CrisisContact[];
  /** The panel's sections whose saved values visitors do not get yet. */
  unpublished?: SettingsPart[];
};

const parseOr = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};
const settingsOf = (value: unknown): EditableSettings => parseOr(EditableSettingsSchema, value ?? {}, EditableSettingsSchema.parse({}));
const redirectsOf = (value: unknown): Redirect[] => storedRedirects(value);
const categoriesOf = (value: unknown): TagCategory[] => parseOr(z.array(TagCategorySchema), value ?? [], []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);


async function readAll(store: Store, domainId: string) {
  const collection = store.collection<VersionedDocument>('siteSettings');
  const [settings, redirects, categories] = await Promise.all([
    collection.findOne({ _id: settingsDocId(domainId) }),
    collection.findOne({ _id: redirectsDocId(domainId) }),
    collection.findOne({ _id: categoriesDocId(domainId) }),
  ]);
  return { collection, settings, redirects, categories };
}

function stateOf(domainId: string, docs: Pick<Awaited<ReturnType<typeof readAll>>, 'settings' | 'redirects' | 'categories'>): SiteSettingsState {
  const { settings, redirects, categories } = docs;
  const pending =
    !same(settingsOf(settings?.draft), settingsOf(settings?.published)) ||
    !same(redirectsOf(redirects?.draft), redirectsOf(redirects?.published)) ||
    !same(categoriesOf(categories?.draft), categoriesOf(categories?.published));
  return {
    siteSettings: {
      ...settingsOf(settings?.draft),
      domainId,
      version: versionOf(settings),
      redirectsVersion: versionOf(redirects),
      categoriesVersion: versionOf(categories),
      updatedAt: settings?.updatedAt ?? null,
      publishedAt: settings?.publishedAt ?? null,
      pendingChanges: pending,
    },
    redirects: redirectsOf(redirects?.draft),
    categories: categoriesOf(categories?.draft),
    publishedCrisisContacts: settings?.published ? settingsOf(settings.published).crisisContacts : [],
    unpublished: differingParts(
      { ...settingsOf(settings?.draft), redirects: redirectsOf(redirects?.draft), categories: categoriesOf(categories?.draft) },
      { ...settingsOf(settings?.published), redirects: redirectsOf(redirects?.published), categories: categoriesOf(categories?.published) },
    ),
  };
}

/** A settings copy as one value: the settings' fields, with the redirects and the tag categories. */
export type SettingsCopy = EditableSettings & { redirects: Redirect[]; categories: TagCategory[] };

/**
 * The working and the published copy of a domain's settings, redirects and categories, for a comparison;
 * `everPublished` is false before the settings' first publish (the published copy is then the defaults).
 */
export async function loadSettingsCopies(store: Store, domainId: string): Promise<{ working: SettingsCopy; published: SettingsCopy; everPublished: boolean }> {
  await domainOrThrow(store, domainId);
  const { settings, redirects, categories } = await readAll(store, domainId);
  return {
    working: { ...settingsOf(settings?.draft), redirects: redirectsOf(redirects?.draft), categories: categoriesOf(categories?.draft) },
    published: { ...settingsOf(settings?.published), redirects: redirectsOf(redirects?.published), categories: categoriesOf(categories?.published) },
    everPublished: settings?.published !== undefined,
  };
}

export async function loadSiteSettings(store: Store, domainId: string): Promise<SiteSettingsState> {
  await domainOrThrow(store, domainId);
  return stateOf(domainId, await readAll(store, domainId));
}

/** A redirect may not start at an address a published page uses: visitors would never reach that page. */
async function refuseRedirectsFromPages(store: Store, domainId: string, redirects: Redirect[]): Promise<void> {
  if (redirects.length === 0) return;
  const slugs = redirects.map((r) => r.from.slice(1));
  for (const collection of pageCollections) {
    const [page] = await store.collection(publishedCollectionOf[collection]).find({ domainId, slug: { $in: slugs } }, { limit: 1, projection: { slug: 1 } });
    if (page) {
      const message = `A published page uses /${String(page.slug)}: a redirect from there would hide it. Move or unpublish that page first.`;
      throw new AppError('invalid_input', message, { redirects: message });
    }
  }
}

export type SettingsWrite = {
  domainId: string;
  settings: EditableSettings;
  version: number;
  /** Absent: the redirects stay as they are. */
  redirects?: { list: Redirect[]; version: number };
  categories?: { list: TagCategory[]; version: number };
  userId: string;
  now: Date;
  publish: boolean;
};

/**
 * Saves the settings (and the redirects and categories when given); with `publish`, then makes all three what
 * visitors get. Every version is checked before anything is written. Answers the new state and the cache tags
 * to invalidate (publishing: the domain's settings, which every page's metadata and layout read).
 */
export async function writeSiteSettings(store: Store, input: SettingsWrite): Promise<{ state: SiteSettingsState; invalidate: string[] }> {
  const { domainId, publish, userId } = input;
  await domainOrThrow(store, domainId);
  if (input.redirects) {
    checkRedirects(input.redirects.list);
    await refuseRedirectsFromPages(store, domainId, input.redirects.list);
  }
  const at = input.now.toISOString();
  const docs = await readAll(store, domainId);
  checkVersion(docs.settings, input.version, STALE_SETTINGS_MESSAGE);
  if (input.redirects) checkVersion(docs.redirects, input.redirects.version, STALE_SETTINGS_MESSAGE);
  if (input.categories) checkVersion(docs.categories, input.categories.version, STALE_SETTINGS_MESSAGE);

  const { collection } = docs;
  const settingsDraft = { _id: 'siteSettings', domainId, ...input.settings } satisfies SiteSettings;
  // Numbers the register's entries no longer have, so the pages that still type one can be found (old-crisis-numbers.ts).
  const formerNumbers = nextFormerNumbers(
    formerNumbersOf(docs.settings),
    [settingsOf(docs.settings?.draft).crisisContacts, settingsOf(docs.settings?.published).crisisContacts],
    input.settings.crisisContacts,
  );
  const settings = await writeVersioned(collection, docs.settings, { _id: settingsDocId(domainId), domainId, draft: settingsDraft, publish, at, extra: { formerNumbers } }, STALE_SETTINGS_MESSAGE);
  // Publishing makes the working redirects and categories public too, even when this save did not change them.
  const redirectsDraft = input.redirects?.list ?? (publish ? redirectsOf(docs.redirects?.draft) : undefined);
  const redirects =
    redirectsDraft === undefined
      ? docs.redirects
      : await writeVersioned(collection, docs.redirects, { _id: redirectsDocId(domainId), domainId, draft: redirectsDraft, publish, at }, STALE_SETTINGS_MESSAGE);
  const categoriesDraft = input.categories?.list ?? (publish ? categoriesOf(docs.categories?.draft) : undefined);
  const categories =
    categoriesDraft === undefined
      ? docs.categories
      : await writeVersioned(collection, docs.categories, { _id: categoriesDocId(domainId), domainId, draft: categoriesDraft, publish, at }, STALE_SETTINGS_MESSAGE);

  await recordAudit(store, {
    action: `siteSettings.${publish ? 'publish' : 'save'}`,
    target: settingsDocId(domainId),
    domainId,
    version: settings.version,
    redirects: redirectsDraft === undefined ? undefined : redirectsDraft.length,
    categories: categoriesDraft === undefined ? undefined : categoriesDraft.length,
    userId,
    at,
  });
  return { state: stateOf(domainId, { settings, redirects, categories }), invalidate: publish ? [cacheTags.settings(domainId)] : [] };
}

export { REDIRECTS_LIMIT };
