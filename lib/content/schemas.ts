// Shapes of everything an editor saves and a visitor reads. Single source of the types.
import { z } from 'zod';
import { PUBLIC_IMAGE } from './public-image';
import { DEFAULT_CRISIS_PHRASES } from '@/lib/search/crisis-phrases';

export const colourChoices = [
  'transparent',
  'white',
  'blue-200',
  'blue-400',
  'blue-800',
  'orange-200',
  'orange-500',
  'pink-300',
  'teal-300',
  'purple-950',
  'amber-300',
  'pink-50',
] as const;
export type Colour = (typeof colourChoices)[number];

export const LinkSchema = z.object({
  type: z.enum(['page', 'anchor', 'file', 'external']).default('page'),
  href: z.string().max(2000).default(''),
  text: z.string().max(200).default(''),
  tracking: z.string().max(200).optional(),
  /** Set by the editor for external and file links; absent, external web links open in a new tab and files do not. */
  newTab: z.boolean().optional(),
});
export type Link = z.infer<typeof LinkSchema>;

/** A link not filled in yet: rendered as nothing until an editor sets it. */
export const emptyLink = { type: 'page', href: '', text: '' } as const;
/** A link field that is empty until set, so a half-made navigation or footer still parses. */
const optionalLink = LinkSchema.default(emptyLink);

/** No side of an uploaded image is longer than this (the image service reads at most six digits). */
const MAX_SOURCE_SIDE = 100_000;
const sourcePixels = (min: number) => z.number().int().min(min).max(MAX_SOURCE_SIDE);

/** The part of the source image shown, in the source's pixels; the image service applies it before resizing. */
export const ImageCropSchema = z.object({ left: sourcePixels(0), top: sourcePixels(0), width: sourcePixels(1), height: sourcePixels(1) });
export type ImageCrop = z.infer<typeof ImageCropSchema>;

/** A picture of the site's own under /images/, or nothing: any other address is dropped when read. */
export const publicImageSrc = z.string().max(500).regex(PUBLIC_IMAGE).optional().catch(undefined);

export const ImageRefSchema = z
  .object({
    imageId: z.string().max(100).optional(),
    /**
     * A static picture under public/images/ (seeded demo images), used when there is no imageId. Nothing else is
     * kept: an address of the API here would be fetched by every browser that shows the page (a backup made, a
     * false access-log entry written by an admin who only opened it).
     */
    src: publicImageSrc,
    alt: z.string().max(300).default(''),
    /** Ticked by the editor: the empty alt is deliberate (the image adds nothing for someone who cannot see it). */
    decorative: z.boolean().optional(),
    /**
     * How many times the library's picture was replaced, added when a page is rendered (lib/images/image-revisions.ts)
     * and put into its addresses: a variant's address never changes meaning, so new bytes get a new address.
     */
    rev: z.number().int().min(0).optional(),
    crop: ImageCropSchema.optional(),
    /** The source image's size, so a crop can be checked and edited again without fetching it. */
    width: sourcePixels(1).optional(),
    height: sourcePixels(1).optional(),
  })
  .refine((ref) => !ref.crop || !ref.width || !ref.height || (ref.crop.left + ref.crop.width <= ref.width && ref.crop.top + ref.crop.height <= ref.height), {
    message: 'The crop must lie within the image',
    path: ['crop'],
  });
export type ImageRef = z.infer<typeof ImageRefSchema>;
export const ImageSchema = z.object({
  desktop: ImageRefSchema.optional(),
  mobile: ImageRefSchema.optional(),
  alt: z.string().max(300).default(''),
});
export type Image = z.infer<typeof ImageSchema>;

export const SpacingSchema = z.object({
  marginTopSmall: z.number().int().min(0).max(6).optional(),
  marginTopMedium: z.number().int().min(0).max(6).optional(),
  marginTopLarge: z.number().int().min(0).max(6).optional(),
  marginBottomSmall: z.number().int().min(0).max(6).optional(),
  marginBottomMedium: z.number().int().min(0).max(6).optional(),
  marginBottomLarge: z.number().int().min(0).max(6).optional(),
  paddingTopSmall: z.number().int().min(0).max(6).optional(),
  paddingTopMedium: z.number().int().min(0).max(6).optional(),
  paddingTopLarge: z.number().int().min(0).max(6).optional(),
  paddingBottomSmall: z.number().int().min(0).max(6).optional(),
  paddingBottomMedium: z.number().int().min(0).max(6).optional(),
  paddingBottomLarge: z.number().int().min(0).max(6).optional(),
});

/**
 * A content component as stored. Each block's own schema (components/blocks/<name>/schema.ts)
 * parses its fields with defaults; here we only require what every component has.
 */
export const ComponentSchema = SpacingSchema.extend({
  componentType: z.string().min(1).max(60),
  key: z.string().min(1).max(60),
  id: z.string().max(100).optional(),
  backgroundColour: z
    .object({ value: z.enum(colourChoices), fontColour: z.string().max(40).optional() })
    .optional(),
}).catchall(z.unknown());
export type Component = z.infer<typeof ComponentSchema>;

/** A calendar day 'yyyy-MM-dd', or '' for none. */
export const isoDay = z
  .string()
  .max(10)
  .regex(/^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/, 'Dates are written yyyy-MM-dd');

export const headerTypes = ['FullWidthImageCustomHeader', 'HalfWidthImageCustomHeader'] as const;

export const HeaderSchema = z.object({
  title: z.string().max(300).default(''),
  description: z.string().max(2000).default(''),
  image: ImageSchema.optional(),
  quickLinks: z.array(LinkSchema).max(12).default([]),
  backgroundColour: z.enum(colourChoices).optional(),
  /** When a course or event starts and ends ('yyyy-MM-dd'); a card's date line (SPEC.md §9). Empty: no date. */
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export type Header = z.infer<typeof HeaderSchema>;

export const slugSchema = z.string().max(300);

/** What an editor sends and the working copy stored in `pages`. */
/**
 * When a page is to be published or unpublished by the scheduler (lib/content/pages/scheduled-publishing.ts), as UTC
 * instants from toISOString() (compared as strings by the store), and who asked. Set only through page/schedule.
 */
export const PageScheduleSchema = z.object({
  publishAt: z.string().max(40).optional(),
  unpublishAt: z.string().max(40).optional(),
  by: z.string().max(100),
  /**
   * A scheduled change the scheduler refused at its time, because whoever scheduled it could no longer publish
   * the page (demoted, deactivated, or the page's roles changed): shown until someone schedules the page again.
   */
  cancelled: z
    .object({ kind: z.enum(['publish', 'unpublish']), due: z.string().max(40), reason: z.string().max(300), at: z.string().max(40) })
    .optional(),
});
export type PageSchedule = z.infer<typeof PageScheduleSchema>;

export const PageSchema = z.object({
  _id: z.string().min(1).max(100),
  domainId: z.string().min(1).max(100),
  pageType: z.literal('page').default('page'),
  template: z.literal('generic').default('generic'),
  slug: slugSchema,
  headerType: z.enum(headerTypes).default('FullWidthImageCustomHeader'),
  header: HeaderSchema.default({ title: '', description: '', quickLinks: [] }),
  contents: z.array(ComponentSchema).max(200).default([]),
  tags: z.array(z.string().max(120)).max(100).default([]),
  roles: z.array(z.string().max(40)).max(10).default([]),
  /** Sitemap settings. */
  frequency: z.enum(['never', 'yearly', 'monthly', 'weekly', 'daily', 'hourly', 'always']).default('monthly'),
  priority: z.number().min(0).max(1).default(0.5),
  /** Words the site search also finds the page by (Page settings → 'Search keywords'). */
  searchKeywords: z.string().max(300, 'Search keywords are at most 300 characters').default(''),
  /** Left out of the site search (Page settings → 'Hide from search'); the page stays in the sitemap. */
  hideFromSearch: z.boolean().default(false),
  published: z.boolean().default(false),
  lastPublished: z.string().nullable().default(null),
  updatedAt: z.string().optional(),
  createdAt: z.string().optional(),
  /** Scheduled publishing; a save never changes it (lib/content/pages/save-page.ts keeps the stored one). */
  schedule: PageScheduleSchema.optional(),
  /** Optimistic-concurrency counter: bumped by every save; a write must carry the one it last saw. */
  version: z.number().int().min(0).default(0),
});
export type Page = z.infer<typeof PageSchema>;

/** A first-level menu item: a link of its own (text, where it leads) with its second-level links. */
export const NavItemSchema = LinkSchema.extend({
  text: z.string().max(120).default(''),
  children: z.array(LinkSchema).max(30).default([]),
});
/** The header's crisis and emergency links may name a crisis-contact register entry, whose name and number they then show. */
const urgentLink = LinkSchema.extend({ contactId: z.string().trim().max(60).optional() }).default(emptyLink);
export const NavSchema = z.object({
  tierOneItems: z.array(NavItemSchema).max(12).default([]),
  donate: optionalLink,
  crisis: urgentLink,
  emergency: urgentLink,
});
export type Nav = z.infer<typeof NavSchema>;

/** Flags were first stored as bare image references ({ src, alt }); they are images ({ desktop, alt }) now. */
function liftFlagLogo(value: unknown): unknown {
  if (!value || typeof value !== 'object' || 'desktop' in value || 'mobile' in value) return value;
  const ref = value as { src?: unknown; imageId?: unknown; alt?: unknown };
  if (ref.src === undefined && ref.imageId === undefined) return value;
  return { desktop: value, alt: typeof ref.alt === 'string' ? ref.alt : '' };
}

export const FooterSchema = z.object({
  acknowledgement: z.string().max(2000).default(''),
  flagLogos: z.array(z.preprocess(liftFlagLogo, ImageSchema)).max(6).default([]),
  privacy: optionalLink,
  events: optionalLink,
  services: optionalLink,
  about: optionalLink,
  contact: optionalLink,
  groupLinks: z.array(LinkSchema).max(20).default([]),
  getInvolvedLinks: z.array(LinkSchema).max(20).default([]),
  facebook: optionalLink,
  instagram: optionalLink,
  youtube: optionalLink,
  groupsPagesTitle: z.string().max(120).default(''),
  getInvolvedPagesTitle: z.string().max(120).default(''),
});
export type Footer = z.infer<typeof FooterSchema>;

/**
 * A share card's picture. First stored as a bare `{ imageId }` or `{ src }`; the site settings panel adds the
 * description and the crop to the card's shape (lib/content/site/social-image.ts), all optional so old data stays valid.
 */
export const SocialImageSchema = z
  .object({
    imageId: z.string().max(100).optional(),
    src: publicImageSrc,
    alt: z.string().max(300).optional(),
    decorative: z.boolean().optional(),
    crop: ImageCropSchema.optional(),
    width: sourcePixels(1).optional(),
    height: sourcePixels(1).optional(),
    /** A replaced picture's revision, added when a page is rendered (as on ImageRefSchema). */
    rev: z.number().int().min(0).optional(),
  })
  .refine((image) => !image.crop || !image.width || !image.height || (image.crop.left + image.crop.width <= image.width && image.crop.top + image.crop.height <= image.height), {
    message: 'The crop must lie within the image',
    path: ['crop'],
  });
export type SocialImage = z.infer<typeof SocialImageSchema>;

const SocialCardSchema = z.object({
  image: SocialImageSchema.default({}),
  keywords: z.string().max(500).default(''),
  title: z.string().max(200).default(''),
});
/** Where the quick exit sends a visitor: a neutral site, over https (GOV.UK uses a weather page). */
export const DEFAULT_QUICK_EXIT_URL = 'https://www.bom.gov.au/';
export const QuickExitSchema = z.object({
  enabled: z.boolean().default(true),
  destination: z
    .string()
    .trim()
    .max(500)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'The quick exit address must be a full https:// address, such as https://www.bom.gov.au/')
    .default(DEFAULT_QUICK_EXIT_URL),
});
export type QuickExit = z.infer<typeof QuickExitSchema>;

/**
 * Searches holding one of these phrases (as words, or simple variants of them) show the crisis contacts before any
 * result (lib/search/crisis-queries.ts, where the phrases a site starts with are listed).
 */
export const CrisisSearchPhrasesSchema = z
  .array(z.string().trim().min(1, 'A phrase cannot be empty').max(80, 'A phrase is at most 80 characters'))
  .max(100, 'At most 100 phrases')
  .default(() => [...DEFAULT_CRISIS_PHRASES]);

/** Topics whose pages must carry a crisis signpost (pre-publish checks); matched against a page's tags. */
export const DEFAULT_SENSITIVE_TOPICS = ['suicide', 'self-harm'];

/** A helpline in the domain's crisis-contact register: the header and the EmergencyContact block refer to it by id. */
export const CrisisContactSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'A contact id is lower-case letters, digits and dashes'),
  name: z.string().trim().min(1, 'A contact needs a name').max(120),
  phone: z.string().trim().max(40).default(''),
  text: z.string().trim().max(40).default(''),
  hours: z.string().trim().max(120).default(''),
  region: z.string().trim().max(120).default(''),
  notes: z.string().trim().max(500).default(''),
  /** 'yyyy-MM-dd', or '' when never checked. */
  lastCheckedAt: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is yyyy-MM-dd')]).default(''),
  lastCheckedBy: z.string().trim().max(120).default(''),
});
export type CrisisContact = z.infer<typeof CrisisContactSchema>;

/** 'Publishing needs an approval': never, for pages with a sensitive topic (the visitor-safety topics), always. */
export const publishingApprovalRules = ['never', 'sensitive', 'always'] as const;
export type PublishingApprovalRule = (typeof publishingApprovalRules)[number];

/**
 * How the site looks after its content (lib/content/trash/, lib/content/health/): how long a deleted page waits in
 * the Trash, how long a published page goes before its 'Review by' date, and whether admins get the weekly digest
 * of the content-health report (sent only where the site can send mail).
 */
export const ContentCareSchema = z.object({
  trashDays: z.number({ error: 'Days in the Trash must be a number' }).int('Days in the Trash must be a whole number').min(1, 'Keep deleted pages at least 1 day').max(365, 'Keep deleted pages at most 365 days').default(30),
  reviewMonths: z.number({ error: 'Months between reviews must be a number' }).int('Months between reviews must be a whole number').min(1, 'Review pages at least every 1 month').max(60, 'Review pages at most every 60 months').default(12),
  sensitiveReviewMonths: z
    .number({ error: 'Months between reviews must be a number' })
    .int('Months between reviews must be a whole number')
    .min(1, 'Review pages at least every 1 month')
    .max(60, 'Review pages at most every 60 months')
    .default(6),
  healthDigest: z.boolean().default(true),
});
export type ContentCare = z.infer<typeof ContentCareSchema>;
export const defaultContentCare = (): ContentCare => ({ trashDays: 30, reviewMonths: 12, sensitiveReviewMonths: 6, healthDigest: true });

export const SiteSettingsSchema = z.object({
  _id: z.string().default('siteSettings'),
  domainId: z.string(),
  siteName: z.string().max(120).default(''),
  og: SocialCardSchema.default({ image: {}, keywords: '', title: '' }),
  twitter: SocialCardSchema.default({ image: {}, keywords: '', title: '' }),
  quickExit: QuickExitSchema.default({ enabled: true, destination: DEFAULT_QUICK_EXIT_URL }),
  sensitiveTopics: z.array(z.string().trim().min(1).max(60)).max(50).default(DEFAULT_SENSITIVE_TOPICS),
  crisisSearchPhrases: CrisisSearchPhrasesSchema,
  /** Whether publishing a page needs a reviewer's approval of the version published (lib/content/reviews/approval.ts). */
  publishingApproval: z.enum(publishingApprovalRules).default('never'),
  crisisContacts: z
    .array(CrisisContactSchema)
    .max(30)
    .default([])
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'Two crisis contacts have the same id'),
  contentCare: ContentCareSchema.default(defaultContentCare),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The visitor-safety and content-care settings of a new domain: quick exit on, the seeded sensitive topics, no contacts yet. */
export const defaultSafetySettings = (): Pick<
  SiteSettings,
  'quickExit' | 'sensitiveTopics' | 'crisisSearchPhrases' | 'publishingApproval' | 'crisisContacts' | 'contentCare'
> => ({
  contentCare: defaultContentCare(),
  crisisSearchPhrases: [...DEFAULT_CRISIS_PHRASES],
  quickExit: { enabled: true, destination: DEFAULT_QUICK_EXIT_URL },
  sensitiveTopics: [...DEFAULT_SENSITIVE_TOPICS],
  publishingApproval: 'never',
  crisisContacts: [],
});

export const DomainSchema = z.object({
  _id: z.string(),
  name: z.string().max(120),
  hostnames: z.array(z.string().max(253)).default([]),
  published: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  /** Optimistic-concurrency counter, bumped by every domain write; absent on domains written before it existed (0). */
  version: z.number().int().min(0).optional(),
  updatedAt: z.string().optional(),
});
export type Domain = z.infer<typeof DomainSchema>;

/** What the layout needs for one domain: published navigation, footer and settings. */
export type SiteChrome = { nav: Nav; footer: Footer; settings: SiteSettings };
