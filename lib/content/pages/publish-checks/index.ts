// The pre-publish checks (pure): every rule run over one page. The publish call refuses blockers unless an admin
// gives a reason; warnings are shown and published through.
import { crisisSignpost } from './crisis-signpost';
import { headingLevels } from './heading-levels';
import { imageAlt } from './image-alt';
import { pageLinks } from './page-links';
import type { CheckInput, PublishCheck, PublishRule } from './types';
import { vagueLinkText } from './vague-link-text';

export type { CheckInput, CheckSeverity, PublishCheck, SiteLookup } from './types';

/** The longest reason an admin may give for publishing past blockers (audit log). */
export const OVERRIDE_REASON_MAX = 500;

/** In the order the panel lists them within each severity. */
export const publishRules: readonly PublishRule[] = [imageAlt, pageLinks, crisisSignpost, headingLevels, vagueLinkText];

export function runPublishChecks(input: CheckInput): PublishCheck[] {
  const found = publishRules.flatMap((rule) => rule(input));
  return [...found.filter((c) => c.severity === 'blocker'), ...found.filter((c) => c.severity === 'warning')];
}

export const blockersOf = (checks: readonly PublishCheck[]) => checks.filter((check) => check.severity === 'blocker');
