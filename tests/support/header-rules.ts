import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import config from '@/next.config';

type Condition = { type: string; key?: string };
/** A request as the header rules see it: whether it carries the session cookie, and its headers (no query). */
export type RuleRequest = { signedIn?: boolean; headers?: Record<string, string> };

/** The header rules of next.config.ts, in order. */
export const headerRules = async () => config.headers!();

/**
 * The rules that apply to a request for `path`, in order, matched as Next's router matches them: the source with
 * Next's own path matcher, then the rule's `has` and `missing` conditions on the session cookie and on headers.
 */
function matchingRules<R extends { source: string; has?: Condition[]; missing?: Condition[] }>(rules: readonly R[], path: string, { signedIn = false, headers = {} }: RuleRequest = {}) {
  const present = (c: Condition) =>
    c.type === 'cookie' ? c.key === 'authToken' && signedIn : c.type === 'header' ? c.key !== undefined && c.key in headers : false;
  return rules.filter(
    (rule) =>
      getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path) !== false &&
      (rule.has ?? []).every(present) &&
      !(rule.missing ?? []).some(present),
  );
}

/**
 * The values the rules that apply to a request give header `key`, in the rules' order: Next sets each in turn, so the
 * last one is what the response carries.
 */
export const headerValues = (rules: Awaited<ReturnType<typeof headerRules>>, path: string, key: string, request: RuleRequest = {}) =>
  matchingRules(rules, path, request)
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === key)
    .map((header) => header.value);
