import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportPageSection } from '@/editor/pages/export-page-section';
import { PageSettingsPanel } from '@/editor/pages/page-settings-panel';
import { ToastProvider } from '@/editor/ui/toasts';
import type { AuthUser } from '@/lib/auth/roles';
import { PageSchema } from '@/lib/content/schemas';
import { fakeApi } from './fake-api';

const user = (name: string, roles: AuthUser['roles']): AuthUser => ({ _id: `user-${name}`, username: name, email: `${name}@example.org`, name, roles });

const page = PageSchema.parse({ _id: 'page-about us', domainId: 'default', slug: 'about', header: { title: 'About us' }, published: true, version: 4 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Export this page (Page settings)', () => {
  it('is a download link to exportPage for the page open in the editor, for every role that may edit', () => {
    for (const roles of [['editor'], ['publisher'], ['admin']] as AuthUser['roles'][]) {
      const view = render(<ExportPageSection user={user('Eve', roles)} savedPage={page} dirty={false} />);
      const section = screen.getByRole('region', { name: 'Export' });
      const link = within(section).getByRole('link', { name: 'Export this page' });
      expect(link.getAttribute('href')).toBe('/api/content/exportPage?pageId=page-about+us');
      expect(link.hasAttribute('download')).toBe(true);
      expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toMatch(/as last saved, published or not, as a content file \(\.json\)/);
      view.unmount();
    }
  });

  it('says unsaved changes are not in the file', () => {
    render(<ExportPageSection user={user('Eve', ['editor'])} savedPage={page} dirty />);
    expect(screen.getByText('You have unsaved changes: save the page first for them to be in the file.')).toBeTruthy();
  });

  it('is not offered to an account that may not edit pages', () => {
    render(<ExportPageSection user={user('Fay', ['forms'])} savedPage={page} dirty={false} />);
    expect(screen.queryByRole('link', { name: 'Export this page' })).toBeNull();
  });

  it('is part of the Page settings panel', () => {
    fakeApi({
      'page/versions': () => ({ body: { versions: [], total: 0 } }),
      'page/listPreviewLinks': () => ({ body: { links: [] } }),
      'siteSettings/loadSiteSettings': () => ({ body: { siteSettings: { domainId: 'default', version: 1, redirectsVersion: 0, categoriesVersion: 0 }, redirects: [], categories: [] } }),
      'page/checkSlug': () => ({ body: { slug: 'about', available: true } }),
    });
    const noop = () => {};
    render(
      <ToastProvider>
        <PageSettingsPanel
          user={user('Pat', ['publisher'])}
          page={page}
          savedPage={page}
          dirty={false}
          busy={false}
          onChange={noop}
          onSave={async () => true}
          onServerChanged={noop}
          onRestored={noop}
          onDeleted={noop}
          onClose={noop}
        />
      </ToastProvider>,
    );
    const panel = screen.getByRole('complementary', { name: 'Page Settings' });
    expect(within(panel).getByRole('link', { name: 'Export this page' }).getAttribute('href')).toBe('/api/content/exportPage?pageId=page-about+us');
  });
});
