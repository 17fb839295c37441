import 'server-only';
import type { Store } from '@/lib/db/port';
import { diffFields, type FieldChange } from '../document-diff';
import { loadSiteDocument, siteDocumentKinds } from './site-documents';
import { loadSettingsCopies } from './site-settings';

/** The documents of a domain compared with what visitors get: the navigation, the footer, the site settings. */
export const siteDiffDocuments = ['nav', 'footer', 'settings'] as const;
export type SiteDiffDocument = (typeof siteDiffDocuments)[number];

export type SiteDiff = {
  document: SiteDiffDocument;
  /** False before the document's first publish: visitors then get its defaults, which it is compared with. */
  everPublished: boolean;
  /** Each value of the working copy (as last saved) that differs from the published copy. */
  fields: FieldChange[];
};

/** What a loaded navigation or footer carries besides its value. */
const stateFields: ReadonlySet<string> = new Set(['domainId', 'version', 'updatedAt', 'publishedAt', 'pendingChanges', 'publishedCopy']);

/** `site/diff`: what visitors would get new if the document's saved working copy were published now. */
export async function diffSiteDocument(store: Store, domainId: string, document: SiteDiffDocument): Promise<SiteDiff> {
  if (document === 'settings') {
    const { working, published, everPublished } = await loadSettingsCopies(store, domainId);
    return { document, everPublished, fields: diffFields(published, working) };
  }
  const state = await loadSiteDocument(store, document, domainId);
  const published = state.publishedCopy ?? siteDocumentKinds[document].schema.parse({});
  return { document, everPublished: state.publishedCopy !== null, fields: diffFields(published, state, stateFields) };
}
