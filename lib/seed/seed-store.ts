// First-run seeding: the two demo sites (two domains) plus the first admin user. Used by `npm run seed` and by tests.
import { randomBytes, randomUUID } from 'node:crypto';
import { collectionNames, type CollectionName, type Doc, type Store } from '../db/port';
import type { UserDoc } from '../auth/users';
import { buildDemoSite } from './demo-content';
import { buildSecondDemoSite } from './second-site';
import { withListing } from '../hub/listing';
import { stampDoc } from '../content/pages/published-copy';
import { tagCategoriesDocument } from './tag-categories';

export const MIN_ADMIN_PASSWORD_LENGTH = 10;
export const ADMIN_USERNAME = 'admin';

export type SeedOptions = {
  now?: Date;
  adminEmail: string;
  /** From ADMIN_PASSWORD; when absent a random one is generated and logged once. */
  adminPassword?: string;
  hashPassword: (password: string) => Promise<string>;
  log?: (line: string) => void;
  /**
   * Puts the demo pictures into the image service and answers name -> imageId (seedDemoImages; seed-site.ts wires
   * it). Left out where there is no image storage, e.g. tests of a bare store: the pages are the same either way,
   * and only a browser would miss the pictures.
   */
  seedImages?: (store: Store, now: Date) => Promise<Record<string, string>>;
  /** Puts the demo documents into the document library (seedDemoDocuments); left out like seedImages. */
  seedDocuments?: (store: Store, now: Date) => Promise<Record<string, string>>;
};

export type SeedResult = { seeded: boolean; generatedPassword?: string };


/** 18 random bytes = 144 bits, written as 24 URL-safe characters. */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Seeds an empty store. Does nothing (seeded: false) if `pages` already holds anything, so it is safe to run on
 * every start. Options are checked before anything is written.
 */
export async function seedStore(store: Store, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const email = options.adminEmail.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('ADMIN_EMAIL must be an email address, e.g. admin@example.org');
  if (options.adminPassword !== undefined && options.adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
  }

  if ((await store.collection('pages').count()) > 0) return { seeded: false };

  const now = options.now ?? new Date();
  const at = now.toISOString();
  const site = buildDemoSite(now);
  const second = buildSecondDemoSite(now);

  // Insert only what is missing: a repeated or half-finished run never fails on a duplicate and never
  // overwrites navigation, footer or settings that editors have since changed.
  const put = async (name: CollectionName, doc: Doc) => {
    const collection = store.collection(name);
    if (!(await collection.findOne({ _id: doc._id }))) await collection.insert(structuredClone(doc));
  };

  // Pictures before pages, so a published page never names an image that is not there yet. A failure here
  // (e.g. image storage unreachable) costs the demo its pictures, not the whole first start.
  if (options.seedImages) {
    try {
      const stored = new Set(Object.values(await options.seedImages(store, now)));
      const missing = [...imageIdsIn([...site.pages, site.draftOnlyPage, ...second.pages])].filter((id) => !stored.has(id));
      log(`Seeded ${stored.size} demo pictures into the image service.`);
      if (missing.length) log(`Warning: demo pages name pictures that were not found in public/images/demo: ${missing.join(', ')}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`Warning: could not store the demo pictures (${reason}); the pages are seeded without them.`);
    }
  }
  if (options.seedDocuments) {
    try {
      log(`Seeded ${Object.keys(await options.seedDocuments(store, now)).length} demo documents into the document library.`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`Warning: could not store the demo documents (${reason}); the pages are seeded without them.`);
    }
  }

  // Each demo domain with its navigation, footer, settings and pages, all published.
  for (const { domain, nav, footer, settings, pages } of [site, second]) {
    const domainId = domain._id;
    await put('domains', domain);
    await put('site', { _id: `nav:${domainId}`, domainId, kind: 'nav', draft: nav, published: nav, updatedAt: at, publishedAt: at });
    await put('site', { _id: `footer:${domainId}`, domainId, kind: 'footer', draft: footer, published: footer, updatedAt: at, publishedAt: at });
    await put('siteSettings', { _id: `siteSettings:${domainId}`, domainId, draft: settings, published: settings, updatedAt: at, publishedAt: at });
    for (const page of pages) {
      await put('pages', page);
      if (page.published) {
        await put('publishedPages', withListing(page));
        await put('publishedStamps', stampDoc(page));
      }
    }
  }
  await put('pages', site.draftOnlyPage);
  await put('siteSettings', tagCategoriesDocument(site.domain._id, site.categories, at));
  log(
    `Seeded demo sites: '${site.domain._id}' (${site.pages.length} published pages and 1 draft, at ${site.domain.hostnames.join(' and ')}) ` +
      `and '${second.domain._id}' (${second.pages.length} published pages, at ${second.domain.hostnames.join(' and ')}).`,
  );

  const users = store.collection<UserDoc>('users');
  if (await users.findOne({ usernameLower: ADMIN_USERNAME })) {
    log(`User '${ADMIN_USERNAME}' already exists; left unchanged.`);
    return { seeded: true };
  }
  const generatedPassword = options.adminPassword === undefined ? generateAdminPassword() : undefined;
  const password = options.adminPassword ?? generatedPassword!;
  await users.insert({
    _id: randomUUID(),
    username: ADMIN_USERNAME,
    usernameLower: ADMIN_USERNAME,
    email,
    emailLower: email.toLowerCase(),
    name: 'Site Administrator',
    roles: ['admin'],
    passwordHash: await options.hashPassword(password),
    active: true,
    createdAt: at,
  });
  if (generatedPassword) {
    log(`Admin user created: username ${ADMIN_USERNAME}, password ${generatedPassword} (shown once; change it after signing in)`);
  } else {
    log(`Admin user created: username ${ADMIN_USERNAME}, password from ADMIN_PASSWORD`);
  }
  return { seeded: true, generatedPassword };
}

export type ResetOptions = {
  /** Removes an image's bytes and cached variants (ImageStorage.removeImage), so none outlive their metadata. */
  removeImage?: (imageId: string) => Promise<void>;
  /** Removes an uploaded document's bytes (FileStorage.remove). */
  removeFile?: (fileId: string) => Promise<void>;
};

/**
 * Deletes every document of every collection (`npm run seed -- --reset`). Indexes are kept. Image bytes live outside
 * the collections (files or GridFS), so each known image's bytes go first: left behind, they would be orphans, and a
 * re-seeded picture could be served from variants cached for the old artwork.
 */
export async function resetStore(store: Store, options: ResetOptions = {}): Promise<void> {
  if (options.removeImage) {
    for (const image of await store.collection('images').find({})) await options.removeImage(String(image._id));
  }
  if (options.removeFile) {
    for (const file of await store.collection('files').find({})) await options.removeFile(String(file._id));
  }
  for (const name of collectionNames) await store.collection(name).delete({}, { multi: true });
}

/** Every `imageId` named anywhere in the given content, however deeply nested. */
export function imageIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imageIdsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'imageId' && typeof inner === 'string' && inner) found.add(inner);
      else imageIdsIn(inner, found);
    }
  }
  return found;
}
