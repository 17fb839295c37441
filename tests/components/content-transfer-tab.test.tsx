import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentTransferTab } from '@/editor/dashboard/content-transfer-tab';
import { dashboardTabs, visibleTabs } from '@/editor/dashboard/tab-registry';
import type { AuthUser, Role } from '@/lib/auth/roles';
import type { ImportReport } from '@/lib/content-transfer/import-content';
import { fakeApi, type Answer, type Call } from './fake-api';

const person = (roles: Role[]): AuthUser => ({ _id: `user-${roles.join('-')}`, username: 'ana', email: 'ana@example.org', name: 'Ana', roles });

const domains = [
  { _id: 'default', name: 'Tidewell Community Support', hostnames: ['localhost'], published: true, isDefault: true, version: 1, updatedAt: null },
  { _id: 'training', name: 'Tidewell Training Hub', hostnames: ['127.0.0.2'], published: true, isDefault: false, version: 1, updatedAt: null },
];

const exportDocument = (more: Record<string, unknown> = {}) => ({
  format: 'charity-site-content',
  version: 1,
  exportedAt: '2025-03-04T03:35:00.000Z',
  scope: 'site',
  source: { domainId: 'training', domainName: 'Tidewell Training Hub' },
  includesPublishedCopies: false,
  pages: [
    { slug: 'workshops', header: { title: 'Workshops' }, contents: [] },
    { slug: 'about', header: { title: 'About' }, contents: [] },
  ],
  nav: { items: [] },
  footer: {},
  siteSettings: { settings: {}, redirects: [], categories: [] },
  images: [],
  files: [],
  ...more,
});

const report = (more: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: true,
  domainId: 'default',
  mode: 'skip',
  imported: [],
  skipped: [],
  refused: [],
  site: { nav: { outcome: 'notInDocument' }, footer: { outcome: 'notInDocument' }, siteSettings: { outcome: 'notInDocument' } },
  missingImages: [],
  missingFiles: [],
  ...more,
});

/** A check and an import of the two pages: one new, one replacing (replace mode), navigation skipped. */
const answerImport = ({ body }: Call): Answer => {
  const dryRun = body?.dryRun === true;
  const replace = body?.mode === 'replace';
  return {
    body: report({
      dryRun,
      mode: replace ? 'replace' : 'skip',
      imported: [
        { slug: 'workshops', pageId: dryRun ? null : 'page-new', replaced: false },
        ...(replace ? [{ slug: 'about', pageId: 'page-about', replaced: true }] : []),
      ],
      skipped: replace ? [] : [{ slug: 'about', pageId: 'page-about', reason: 'A page already uses this address in the target site.' }],
      site: {
        nav: body?.includeSite ? { outcome: 'skipped', reason: 'The target site already has its own navigation.' } : { outcome: 'notRequested' },
        footer: body?.includeSite ? { outcome: 'imported' } : { outcome: 'notRequested' },
        siteSettings: { outcome: 'notRequested' },
      },
    }),
  };
};

let calls: Call[];
let importAnswer: (call: Call) => Answer;

beforeEach(() => {
  importAnswer = answerImport;
  calls = fakeApi({
    'config/loadDomain': () => ({ body: { domain: domains[0], domains } }),
    'content/import': (call) => importAnswer(call),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTab() {
  const onNavigate = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ContentTransferTab domainId="default" onNavigate={onNavigate} />
    </SWRConfig>,
  );
  return { onNavigate };
}

const importCalls = () => calls.filter((call) => call.path === 'content/import');
const fileInput = () => screen.getByLabelText('Content file (.json)') as HTMLInputElement;

async function chooseFile(content: string, name = 'tidewell-training-hub-site-2025-03-04.json') {
  const file = new File([content], name, { type: 'application/json' });
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
}

async function checkImport() {
  fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
  return screen.findByRole('heading', { name: 'Check report' });
}

describe('the Export and import tab', () => {
  it('is registered for admins only', () => {
    expect(dashboardTabs.filter((tab) => tab.id === 'contentTransfer').map((tab) => tab.label)).toEqual(['Export and import']);
    expect(visibleTabs(person(['admin'])).map((tab) => tab.id)).toContain('contentTransfer');
    for (const role of ['publisher', 'editor', 'forms'] as const) expect(visibleTabs(person([role])).map((tab) => tab.id)).not.toContain('contentTransfer');
  });

  it('offers the whole site as a download link to exportSite, saying what the file holds', () => {
    renderTab();
    const link = screen.getByRole('link', { name: 'Export this site' });
    expect(link.getAttribute('href')).toBe('/api/content/exportSite?domainId=default');
    expect(link.hasAttribute('download')).toBe(true);
    const holds = document.getElementById(link.getAttribute('aria-describedby')!)!;
    expect(holds.textContent).toMatch(/working copy.*navigation, the footer and the site settings.*Pictures and documents are listed by name only/);
    expect(screen.getByRole('heading', { name: 'Export' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Import content' })).toBeTruthy();
    expect(screen.getByText('Imported pages are drafts: publish them from the page when ready.')).toBeTruthy();
  });

  it('has labelled controls with the defaults: skip, and navigation, footer and settings included', () => {
    renderTab();
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toContain('.json');
    const group = screen.getByRole('group', { name: 'When a page with the same address exists' });
    expect((within(group).getByRole('radio', { name: 'Skip it' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: 'Replace its working copy (the current one is kept as a version)' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Also import navigation, footer and site settings' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('checks first (a dry run), then imports after a confirm, and reports what was done', async () => {
    const { onNavigate } = renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    expect(screen.getByText('tidewell-training-hub-site-2025-03-04.json').closest('p')!.textContent).toMatch(
      /^tidewell-training-hub-site-2025-03-04\.json: a whole site of Tidewell Training Hub, exported \d{1,2}:\d{2} [AP]M, 0[34]\/03\/2025 – 2 pages, with navigation, footer and site settings\.$/,
    );
    const check = await checkImport();
    expect(check).toBeTruthy();
    expect(importCalls()).toHaveLength(1);
    expect(importCalls()[0]).toMatchObject({ method: 'POST', body: { domainId: 'default', mode: 'skip', dryRun: true, includeSite: true, document: exportDocument() } });
    expect(screen.getByRole('status').textContent).toBe('Check complete: 1 page would be imported, 1 skipped, 0 refused. Nothing has been imported yet.');
    const toImport = screen.getByRole('region', { name: 'Pages to import (1)' });
    expect(within(toImport).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/workshops – new page']);
    const skipped = screen.getByRole('region', { name: 'Skipped pages (1)' });
    expect(within(skipped).getByRole('listitem').textContent).toBe('/about – A page already uses this address in the target site.');
    const site = screen.getByRole('region', { name: 'Navigation, footer and site settings (3)' });
    expect(within(site).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Navigation: skipped: The target site already has its own navigation.',
      'Footer: will be imported (this site has none yet)',
      'Site settings: left out (not asked for)',
    ]);

    // Cancelling the confirm sends nothing.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(confirm).toHaveBeenCalledWith('Import 1 page and the footer into Tidewell Community Support? Nothing will be published: imported pages are drafts.');
    expect(importCalls()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('heading', { name: 'Import report' });
    expect(importCalls()[1].body).toMatchObject({ domainId: 'default', mode: 'skip', dryRun: false, includeSite: true });
    expect(screen.getByRole('status').textContent).toBe('Imported 1 page into Tidewell Community Support as drafts (1 skipped). Nothing was published.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    const imported = screen.getByRole('region', { name: 'Imported pages (1)' });
    const link = within(imported).getByRole('link', { name: '/workshops' });
    expect(link.getAttribute('href')).toBe('/workshops');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/workshops');
    expect(imported.textContent).toContain('new draft page');
  });

  it('replace mode says which pages replace a working copy, and asks before replacing', async () => {
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    fireEvent.click(screen.getByRole('radio', { name: 'Replace its working copy (the current one is kept as a version)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also import navigation, footer and site settings' }));
    await checkImport();
    expect(importCalls()[0].body).toMatchObject({ mode: 'replace', includeSite: false, dryRun: true });
    expect(within(screen.getByRole('region', { name: 'Pages to import (2)' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/workshops – new page',
      '/about – replaces the working copy of the page at this address',
    ]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('heading', { name: 'Import report' });
    expect(confirm.mock.calls[0][0]).toBe(
      'Import 2 pages into Tidewell Community Support? 1 of them replace the working copy of a page already there (the current one is kept as a version). Nothing will be published: imported pages are drafts.',
    );
    expect(screen.getByText(/replaced the working copy \(the previous one is kept as a version\)/)).toBeTruthy();
  });

  it('changing the file or an option goes back to the check step', async () => {
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    await checkImport();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Replace its working copy (the current one is kept as a version)' }));
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check report' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    await checkImport();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also import navigation, footer and site settings' }));
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();

    await checkImport();
    await chooseFile(JSON.stringify(exportDocument({ scope: 'page', pages: [{ slug: 'one', contents: [] }], nav: undefined, footer: undefined, siteSettings: undefined })), 'one.json');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByText(/one\.json/).closest('p')!.textContent).toMatch(/one page of Tidewell Training Hub, exported .* – 1 page\./);
  });

  it('reports refused pages with each problem’s path and message, refused site parts and missing pictures and documents', async () => {
    importAnswer = () => ({
      body: report({
        imported: [{ slug: '', pageId: 'page-home', replaced: false }],
        refused: [
          {
            slug: 'broken',
            reason: 'contents.0.componentType: Unknown component type (and 1 more)',
            problems: [
              { path: 'contents.0.componentType', message: 'Unknown component type' },
              { path: 'header.title', message: 'Too long' },
            ],
          },
          { slug: 'twice', reason: 'Another page in the document has the same address; only the first is imported.', problems: [] },
        ],
        site: {
          nav: { outcome: 'imported' },
          footer: { outcome: 'notInDocument' },
          siteSettings: {
            outcome: 'refused',
            reason: 'siteSettings.redirects.0.from: A published page uses /about in the target site: a redirect from there would hide it.',
            problems: [{ path: 'siteSettings.redirects.0.from', message: 'A published page uses /about in the target site: a redirect from there would hide it.' }],
          },
        },
        missingImages: [{ imageId: 'img-1', name: 'walk.jpg', usedBy: ['/', 'nav'] }],
        missingFiles: [{ fileId: 'file-1234567890', name: null, usedBy: ['footer'] }],
      }),
    });
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    await checkImport();
    const refused = screen.getByRole('region', { name: 'Refused pages (2)' });
    const broken = within(refused).getByRole('list', { name: 'Problems: /broken' });
    expect(within(broken).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'contents.0.componentType: Unknown component type',
      'header.title: Too long',
    ]);
    expect(refused.textContent).toContain('/twice – refused: Another page in the document has the same address; only the first is imported.');
    const site = screen.getByRole('region', { name: 'Navigation, footer and site settings (2)' });
    expect(site.textContent).toContain('Navigation: will be imported (this site has none yet)');
    expect(site.textContent).toContain('Site settings: refused: siteSettings.redirects.0.from');
    expect(within(site).getByRole('list', { name: 'Problems: Site settings' }).textContent).toBe(
      'siteSettings.redirects.0.from: A published page uses /about in the target site: a redirect from there would hide it.',
    );
    const images = screen.getByRole('region', { name: 'Missing pictures (1)' });
    expect(within(images).getByRole('listitem').textContent).toBe('walk.jpg – Used by /, navigation');
    const files = screen.getByRole('region', { name: 'Missing documents (1)' });
    expect(within(files).getByRole('listitem').textContent).toBe('file-1234567890 – Used by footer');
    expect(screen.getByRole('status').textContent).toBe('Check complete: 1 page would be imported, 0 skipped, 2 refused. Nothing has been imported yet.');
    expect(within(screen.getByRole('region', { name: 'Pages to import (1)' })).getByRole('listitem').textContent).toBe('/ – new page');
  });

  it('offers no Import when nothing would be imported', async () => {
    importAnswer = () => ({ body: report({ skipped: [{ slug: 'about', pageId: 'page-about', reason: 'A page already uses this address in the target site.' }] }) });
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    await checkImport();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByText('Nothing in this file can be imported into this site with these options.')).toBeTruthy();
  });

  it('names a file that is not a content export in plain words, and sends nothing', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    expect(screen.getByText('Choose a content file (.json) first.')).toBeTruthy();
    expect(document.activeElement).toBe(fileInput());

    await chooseFile('{"format": "charity-site-content", "pages": [', 'cut.json');
    expect(screen.getByText('This file is not a content export: it is not a JSON file, or it was cut short.')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(fileInput().getAttribute('aria-describedby')).toContain(screen.getByText(/^This file is not a content export/).parentElement!.id);

    await chooseFile(JSON.stringify({ name: 'something else', pages: [] }), 'other.json');
    expect(screen.getByText('This file is not a content export: it was not made by Export this site or Export this page.')).toBeTruthy();

    await chooseFile(JSON.stringify(exportDocument({ version: 2 })), 'future.json');
    expect(screen.getByText('This file is not a content export: it is a version 2 export, and only version 1 can be imported.')).toBeTruthy();

    await chooseFile(JSON.stringify(exportDocument({ pages: 'none' })), 'odd.json');
    expect(screen.getByText('This file is not a content export: it has no list of pages.')).toBeTruthy();

    await chooseFile(JSON.stringify(exportDocument({ pages: [{ slug: 'big', text: 'x'.repeat(1_000_000) }] })), 'big.json');
    expect(screen.getByText(/^This file is too large to import at once \(1\.0 MB; at most 1 MB\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    expect(importCalls()).toHaveLength(0);
  });

  it('shows what the server refuses in an alert, with its field messages', async () => {
    importAnswer = () => ({ status: 400, body: { error: { message: 'The request is not valid.', fields: { 'document.source.domainName': 'Too long' } } } });
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The request is not valid.')).toBeTruthy();
    expect(within(alert).getByRole('list', { name: 'What is wrong' }).textContent).toBe('document.source.domainName: Too long');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check report' })).toBeNull();
  });

  it('keeps the check when the import itself fails, so it can be tried again', async () => {
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    await checkImport();
    importAnswer = () => ({ status: 404, body: { error: { message: 'Domain not found.' } } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Domain not found.');
    expect(screen.getByRole('heading', { name: 'Check report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();

    importAnswer = answerImport;
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('heading', { name: 'Import report' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the domain as "this site" when its name cannot be loaded', async () => {
    calls = fakeApi({ 'content/import': (call) => importAnswer(call) });
    renderTab();
    await chooseFile(JSON.stringify(exportDocument()));
    await checkImport();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(confirm.mock.calls[0][0]).toMatch(/^Import 1 page and the footer into this site\?/);
  });
});
