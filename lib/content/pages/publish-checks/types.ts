// What every pre-publish rule reads and answers. Plain data: the rules run in the publish call and in tests alike.
import type { Page } from '../../schemas';

export type CheckSeverity = 'warning' | 'blocker';

export type PublishCheck = {
  /** Which rule found it: 'heading-levels', 'image-alt', 'vague-link-text', 'page-links', 'crisis-signpost'. */
  rule: string;
  severity: CheckSeverity;
  /** Plain English naming where: the block (or the page header) and the field. */
  message: string;
  /** Where in the page, as the editor writes paths: 'contents.2.left.0.image'; '' for the page as a whole. */
  path: string;
};

/** The pages of the page's domain, so links on it can be told apart: published, saved only, or missing. */
export type SiteLookup = {
  /** Slugs of pages visitors can open. */
  publishedSlugs: ReadonlySet<string>;
  /** Slugs of every working copy, published or not. */
  pageSlugs: ReadonlySet<string>;
  /** The redirects visitors get, sources as '/old-page'. */
  redirects: ReadonlyArray<{ from: string; to: string }>;
};

export type CheckInput = {
  page: Page;
  /** The domain's sensitive topics (site settings). */
  sensitiveTopics: readonly string[];
  site: SiteLookup;
};

export type PublishRule = (input: CheckInput) => PublishCheck[];
