// site/diff: what a domain's navigation, footer or site settings would change for visitors if published now.
import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const diff = (document: string, cookie: string | null = editor, domainId = 'default') => h.call('site/diff', { query: { domainId, document }, cookie: cookie ?? undefined });
const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body;
};

describe('site/diff', () => {
  it('answers the navigation’s saved changes against its published copy, words marked; nothing once published', async () => {
    const { nav } = await ok(h.call('site/loadNav', { query: { domainId: 'default' }, cookie: admin }));
    const { nav: published } = await ok(h.call('site/publishNav', { body: { nav }, cookie: admin }));
    expect((await ok(diff('nav'))).fields).toEqual([]);
    const first = published.tierOneItems[0];
    const renamed = { ...published, tierOneItems: [{ ...first, text: `${first.text} today` }, ...published.tierOneItems.slice(1)] };
    await ok(h.call('site/saveNav', { body: { nav: renamed }, cookie: editor }));
    const body = await ok(diff('nav'));
    expect(body).toMatchObject({ document: 'nav', everPublished: true });
    expect(body.fields).toEqual([{ path: 'tierOneItems.0.text', before: first.text, after: `${first.text} today`, words: [{ text: `${first.text} ` }, { text: 'today', change: 'added' }] }]);
  });

  it('answers the site settings’ saved changes, redirects and categories included', async () => {
    const loaded = await ok(h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin }));
    const published = await ok(h.call('siteSettings/publishSiteSettings', { body: { siteSettings: loaded.siteSettings, redirects: loaded.redirects, categories: loaded.categories }, cookie: admin }));
    expect((await ok(diff('settings'))).fields).toEqual([]);
    const { siteSettings, redirects } = published;
    await ok(
      h.call('siteSettings/saveSiteSettings', {
        body: { siteSettings: { ...siteSettings, sensitiveTopics: [...siteSettings.sensitiveTopics, 'eating disorders'] }, redirects: [...redirects, { from: '/old-groups', to: '/get-help', type: 301 }] },
        cookie: editor,
      }),
    );
    const body = await ok(diff('settings'));
    expect(body.everPublished).toBe(true);
    const paths = body.fields.map((field: any) => field.path);
    expect(paths).toContain('sensitiveTopics');
    expect(paths).toContain(`redirects.${redirects.length}.from`);
    expect(body.fields.find((field: any) => field.path === 'sensitiveTopics').after).toBe([...siteSettings.sensitiveTopics, 'eating disorders'].join(', '));
  });

  it('compares a footer never published with the empty footer visitors get', async () => {
    const domain = 'diff-domain';
    await h.store.collection('domains').insert({ _id: domain, name: 'Diff', hostnames: ['diff.example.org'], published: false, isDefault: false });
    const { footer } = await ok(h.call('site/loadFooter', { query: { domainId: domain }, cookie: admin }));
    await ok(h.call('site/saveFooter', { body: { footer: { ...footer, acknowledgement: 'We acknowledge the Kaurna people.' } }, cookie: admin }));
    const body = await ok(diff('footer', editor, domain));
    expect(body).toMatchObject({ document: 'footer', everPublished: false });
    expect(body.fields).toContainEqual(expect.objectContaining({ path: 'acknowledgement', after: 'We acknowledge the Kaurna people.' }));
  });

  it('answers 401 signed out, 403 for forms-only staff, 404 for an unknown domain, 400 for an unknown document', async () => {
    expect((await diff('nav', null)).status).toBe(401);
    expect((await diff('nav', formsOnly)).status).toBe(403);
    const unknown = await diff('footer', editor, 'no-such-domain');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const bad = await diff('pages');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
  });
});
