// The site settings panel's sections, by what each one holds: the panel's index and the server's word on what is not
// published yet both name them. Pure: no store, no React.

export const settingsParts = [
  { part: 'general', label: 'General', keys: ['siteName'] },
  { part: 'social', label: 'Social cards', keys: ['og', 'twitter'] },
  { part: 'safety', label: 'Visitor safety', keys: ['quickExit', 'sensitiveTopics', 'crisisSearchPhrases', 'publishingApproval'] },
  { part: 'crisisContacts', label: 'Crisis contacts', keys: ['crisisContacts'] },
  { part: 'care', label: 'Content care', keys: ['contentCare'] },
  { part: 'redirects', label: 'Redirects', keys: ['redirects'] },
  { part: 'categories', label: 'Tag categories', keys: ['categories'] },
] as const;

export type SettingsPart = (typeof settingsParts)[number]['part'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The sections in which two copies differ (each copy: the settings' values, with `redirects` and `categories`). */
export function differingParts(a: Record<string, unknown>, b: Record<string, unknown>): SettingsPart[] {
  return settingsParts.filter(({ keys }) => keys.some((key) => !same(a[key], b[key]))).map(({ part }) => part);
}
