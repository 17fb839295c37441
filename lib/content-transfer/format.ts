// The content export document (version 1): one page or a whole site (domain) as JSON, so content can move
// between installs or between domains. It holds working copies only (`includesPublishedCopies: false`): each
// page says whether it was published where it came from, but an import never publishes anything.
// Images and documents travel as references (ids, names, sizes), never as bytes.
import { z } from 'zod';
import { RedirectSchema, REDIRECTS_LIMIT, type Redirect } from '@/lib/content/site/redirects';
import { PageSchema, type Footer, type Nav } from '@/lib/content/schemas';
import { EditableSettingsSchema, TagCategoriesSchema, type TagCategory } from '@/lib/content/site/site-settings';

export const CONTENT_FORMAT = 'charity-site-content';
export const CONTENT_FORMAT_VERSION = 1;

/** Pages one import takes. The dispatcher also refuses any request body over 1 MB, whatever it holds. */
export const IMPORT_PAGES_LIMIT = 300;
/** Image and document references one document may list. */
export const REFERENCES_LIMIT = 5000;

/**
 * A page as exported: its working copy without what belongs to the install (id, domain, version, schedule).
 * `published` and `lastPublished` tell how it stood at the source; `sourceId` is its id there. An import
 * ignores all three and the dates: new pages get new ids and start as drafts.
 */
export const ExportedPageSchema = PageSchema.omit({ _id: true, domainId: true, version: true, schedule: true }).extend({
  sourceId: z.string().max(100).optional(),
});
export type ExportedPage = z.infer<typeof ExportedPageSchema>;

export const ImageReferenceSchema = z.object({
  imageId: z.string().min(1).max(100),
  /** The uploaded file's name, its library alt text, its size in pixels and bytes: absent when `missingAtSource`. */
  name: z.string().max(300).optional(),
  alt: z.string().max(1000).optional(),
  width: z.number().int().min(0).optional(),
  height: z.number().int().min(0).optional(),
  bytes: z.number().int().min(0).optional(),
  contentType: z.string().max(100).optional(),
  /** The content names this image but the exporting install holds no such image. */
  missingAtSource: z.boolean().optional(),
});
export type ImageReference = z.infer<typeof ImageReferenceSchema>;

export const FileReferenceSchema = z.object({
  fileId: z.string().min(1).max(100),
  name: z.string().max(300).optional(),
  bytes: z.number().int().min(0).optional(),
  contentType: z.string().max(100).optional(),
  missingAtSource: z.boolean().optional(),
});
export type FileReference = z.infer<typeof FileReferenceSchema>;

const SourceSchema = z.object({
  domainId: z.string().max(100),
  domainName: z.string().max(120),
});

/** The site settings part: the panel's fields, the redirects and the tag categories, all working copies. */
export type ExportedSiteSettings = {
  settings: z.infer<typeof EditableSettingsSchema>;
  redirects: Redirect[];
  categories: TagCategory[];
};

/** What the export calls answer. */
export type ContentDocument = {
  format: typeof CONTENT_FORMAT;
  version: typeof CONTENT_FORMAT_VERSION;
  exportedAt: string;
  /** 'page': one page and nothing else; 'site': every page of the domain with its navigation, footer and settings. */
  scope: 'page' | 'site';
  source: z.infer<typeof SourceSchema>;
  includesPublishedCopies: false;
  pages: ExportedPage[];
  nav?: Nav;
  footer?: Footer;
  siteSettings?: ExportedSiteSettings;
  images: ImageReference[];
  files: FileReference[];
};

/**
 * The document as an import reads it. The envelope is checked here (a document that fails answers 400 and
 * nothing is imported); each page and each site part is checked on its own by the import, so that one bad page
 * is refused and reported while the others are imported.
 */
export const ImportDocumentSchema = z.object({
  format: z.literal(CONTENT_FORMAT, { error: `This is not a content export (format '${CONTENT_FORMAT}').` }),
  version: z.literal(CONTENT_FORMAT_VERSION, { error: `Only version ${CONTENT_FORMAT_VERSION} content exports can be imported.` }),
  exportedAt: z.string().max(40),
  scope: z.enum(['page', 'site']),
  source: SourceSchema,
  includesPublishedCopies: z.literal(false).optional(),
  pages: z
    .array(z.looseObject({ slug: z.string().max(300) }))
    .max(IMPORT_PAGES_LIMIT, `One import takes at most ${IMPORT_PAGES_LIMIT} pages.`),
  nav: z.looseObject({}).optional(),
  footer: z.looseObject({}).optional(),
  siteSettings: z
    .looseObject({
      settings: z.looseObject({}),
      redirects: z.array(z.unknown()).max(REDIRECTS_LIMIT).default([]),
      categories: z.array(z.unknown()).max(100).default([]),
    })
    .optional(),
  images: z.array(ImageReferenceSchema).max(REFERENCES_LIMIT).default([]),
  files: z.array(FileReferenceSchema).max(REFERENCES_LIMIT).default([]),
});
export type ImportDocument = z.infer<typeof ImportDocumentSchema>;

/** How the site parts are checked on import (the same schemas their own save calls use). */
export const SiteSettingsPartSchema = z.object({
  settings: EditableSettingsSchema,
  redirects: z.array(RedirectSchema).max(REDIRECTS_LIMIT, `A site can have at most ${REDIRECTS_LIMIT} redirects.`),
  categories: TagCategoriesSchema,
});

export const importModes = ['skip', 'replace'] as const;
export type ImportMode = (typeof importModes)[number];
