import { describe, expect, it } from 'vitest';
import { pageMetadata } from '@/lib/content/pages/page-metadata';
import { PageSchema, SiteSettingsSchema } from '@/lib/content/schemas';

const page = PageSchema.parse({ _id: 'p', domainId: 'default', slug: 'contact', header: { title: 'Contact us' } });
const settingsWith = (og: string, twitter: string) =>
  SiteSettingsSchema.parse({ domainId: 'default', siteName: 'Tidewell', og: { keywords: og }, twitter: { keywords: twitter } });

describe('a page’s keywords', () => {
  it('name each of the site’s keywords once, when both social settings list them', () => {
    const settings = settingsWith('mental health, crisis support, ASIST', 'Mental health,training , crisis support');
    expect(pageMetadata(page, settings).keywords).toBe('mental health, crisis support, ASIST, training');
  });

  it('are left out when neither setting has any', () => {
    expect(pageMetadata(page, settingsWith('', ' , ')).keywords).toBeUndefined();
  });
});
