import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { NewPagePanel, slugFromTitle } from '@/editor/pages/new-page-panel';
import { fakeApi, type Answer, type Call } from './fake-api';


const takenSlugs = new Set(['events', 'about']);
const checkSlug = (call: Call): Answer => ({ body: { slug: call.query.get('slug'), available: !takenSlugs.has(call.query.get('slug') ?? '') } });
const saved = (call: Call): Answer => ({ body: PageSchema.parse({ ...(call.body?.page as object), version: 1 }) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel() {
  const onCreated = vi.fn<(page: Page) => void>();
  const onClose = vi.fn();
  render(<NewPagePanel domainId="default" onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose };
}

const slugBox = () => screen.getByRole('textbox', { name: 'Web address' });
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const createButton = () => screen.getByRole('button', { name: 'Create page' });

describe('NewPagePanel', () => {
  it('is a dialog titled New Page asking only for a title, a web address after the site’s host and a header type, the title focused', () => {
    fakeApi({ 'page/checkSlug': checkSlug });
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'New Page' });
    // The only page type and template there are: not asked, and no technical word shown.
    expect(screen.queryByRole('combobox', { name: 'Page Type' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Template' })).toBeNull();
    expect(dialog.textContent).not.toMatch(/Slug|Collection|Template/);
    expect(slugBox().parentElement?.textContent).toBe(`${window.location.host}/`);
    const header = screen.getByRole('combobox', { name: 'Header Type' }) as HTMLSelectElement;
    expect([...header.options].map((o) => [o.value, o.text])).toEqual([
      ['FullWidthImageCustomHeader', 'Full width image'],
      ['HalfWidthImageCustomHeader', 'Half width image'],
    ]);
    expect(document.activeElement).toBe(titleBox());
  });

  it('suggests the address from the title as it is typed, normalised, and says it is free', async () => {
    const calls = fakeApi({ 'page/checkSlug': checkSlug });
    renderPanel();
    fireEvent.change(titleBox(), { target: { value: 'Winter Appeal 2025!' } });
    expect((slugBox() as HTMLInputElement).value).toBe('winter-appeal-2025');
    expect(await screen.findByText('This address is free')).toBeTruthy();
    const described = (slugBox().getAttribute('aria-describedby') ?? '').split(' ');
    const descriptions = described.map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain('/winter-appeal-2025');
    expect(descriptions).toContain('This address is free');
    const asked = calls.filter((c) => c.path === 'page/checkSlug');
    expect(asked.at(-1)?.query.get('slug')).toBe('winter-appeal-2025');
    expect(asked.at(-1)?.query.get('domainId')).toBe('default');
    expect(asked.some((c) => c.query.get('slug') === 'w')).toBe(false);
  });

  it('stops following the title once the address is typed, and shows the address as the server will store it', async () => {
    fakeApi({ 'page/checkSlug': checkSlug });
    renderPanel();
    fireEvent.change(titleBox(), { target: { value: 'Walk' } });
    fireEvent.change(slugBox(), { target: { value: 'Events//Walk For Hope/' } });
    fireEvent.change(titleBox(), { target: { value: 'Walk for hope' } });
    expect((slugBox() as HTMLInputElement).value).toBe('Events//Walk For Hope/');
    expect(await screen.findByText('/events/walk-for-hope')).toBeTruthy();
  });

  it('says when another page uses the address and will not submit it', async () => {
    const calls = fakeApi({ 'page/checkSlug': checkSlug, 'page/save': saved });
    const { onCreated } = renderPanel();
    fireEvent.change(titleBox(), { target: { value: 'Events' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Another page already uses this address');
    expect(slugBox().getAttribute('aria-invalid')).toBe('true');
    expect(createButton()).toHaveProperty('disabled', true);

    fireEvent.change(slugBox(), { target: { value: 'events-2025' } });
    expect(await screen.findByText('This address is free')).toBeTruthy();
    expect(createButton()).toHaveProperty('disabled', false);
    expect(calls.some((c) => c.path === 'page/save')).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('requires a title and an address, with clear messages', async () => {
    const calls = fakeApi({ 'page/checkSlug': checkSlug, 'page/save': saved });
    renderPanel();
    fireEvent.click(createButton());
    expect(await screen.findByText('Enter a title for the page')).toBeTruthy();
    expect(screen.getByText('Enter an address for the page')).toBeTruthy();
    expect(titleBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter a title for the page', 'Enter an address for the page']);
    expect(calls.some((c) => c.path === 'page/save')).toBe(false);
  });

  it('creates the working copy with page/save (new id, version 0, the title in the header) and hands it to the editor', async () => {
    const calls = fakeApi({ 'page/checkSlug': checkSlug, 'page/save': saved });
    const { onCreated } = renderPanel();
    fireEvent.change(titleBox(), { target: { value: 'Winter Appeal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Header Type' }), { target: { value: 'HalfWidthImageCustomHeader' } });
    await screen.findByText('This address is free');
    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const save = calls.find((c) => c.path === 'page/save');
    expect(save?.method).toBe('POST');
    const page = save?.body?.page as Record<string, unknown>;
    expect(save?.body?.collection).toBe('pages');
    expect(page).toMatchObject({
      domainId: 'default',
      pageType: 'page',
      template: 'generic',
      slug: 'winter-appeal',
      headerType: 'HalfWidthImageCustomHeader',
      header: { title: 'Winter Appeal' },
      version: 0,
    });
    expect(page._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(onCreated.mock.calls[0][0]).toMatchObject({ slug: 'winter-appeal', version: 1 });
  });

  it("shows the server's message when the page cannot be created", async () => {
    fakeApi({
      'page/checkSlug': checkSlug,
      'page/save': () => ({ status: 409, body: { error: { message: 'Another page already uses the address /winter.', fields: { slug: 'This address is taken.' } } } }),
    });
    const { onCreated } = renderPanel();
    fireEvent.change(titleBox(), { target: { value: 'Winter' } });
    await screen.findByText('This address is free');
    fireEvent.click(createButton());
    expect(await screen.findByText('Another page already uses the address /winter.')).toBeTruthy();
    expect(screen.getByText('This address is taken.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('suggests readable addresses from titles', () => {
    expect(slugFromTitle('  Mental Health First Aid: Standard  ')).toBe('mental-health-first-aid-standard');
    expect(slugFromTitle("Kids' Day / Family")).toBe('kids-day-family');
    expect(slugFromTitle('')).toBe('');
  });
});
