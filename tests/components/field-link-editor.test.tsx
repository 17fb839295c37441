import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkField } from '@/components/blocks/shared/descriptor';
import { LinkFieldEditor } from '@/editor/fields/link-field-editor';
import { fakeApi, hostFor, pageContext } from './field-test-support';

vi.mock('@/lib/api/client', async (original) => ({
  ...(await original<typeof import('@/lib/api/client')>()),
  uploadFile: vi.fn(async () => ({ fileId: 'doc-1234567890123456789012', name: 'Annual report.pdf', href: '/api/file/doc-1234567890123456789012' })),
}));

const field: LinkField = { kind: 'link', path: 'link', label: 'Button link' };
afterEach(() => vi.unstubAllGlobals());

describe('LinkFieldEditor', () => {
  it('offers the four link types, the checked one carrying the field id', () => {
    const { Host } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'anchor', href: '#top', text: 'Top' }} />);
    const group = screen.getByRole('group', { name: 'Link type' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['page', 'anchor', 'file', 'external']);
    expect(screen.getByRole('radio', { name: 'Anchor' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Anchor' }).id).toBe('edit-field-test');
  });

  it('page: searches the domain’s pages as you type and stores /<slug>, by keyboard', async () => {
    const { asked } = fakeApi({
      'page/search': (query) => ({
        pages: query.get('q') === 'abo' ? [{ _id: 'p1', slug: 'about', title: 'About us', published: true }, { _id: 'p2', slug: 'about/team', title: 'Our team', published: false }] : [],
      }),
    });
    const { Host, last } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'page', href: '', text: 'About' }} />);
    const combo = screen.getByRole('combobox', { name: 'Find a page' });
    combo.focus();
    fireEvent.change(combo, { target: { value: 'abo' } });
    expect(await screen.findByRole('option', { name: /Our team/ })).toBeTruthy();
    expect(asked.some((url) => url.searchParams.get('domainId') === 'default' && url.searchParams.get('q') === 'abo')).toBe(true);
    expect(combo.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowUp' });
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /About us/ }).id);
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(last()).toEqual({ type: 'page', href: '/about', text: 'About' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
  });

  it('page: a link with no words yet takes the chosen page’s title; words already typed stay', async () => {
    fakeApi({ 'page/search': () => ({ pages: [{ _id: 'p1', slug: 'volunteer', title: 'Volunteer with us', published: true }] }) });
    const { Host, last } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'page', href: '', text: '' }} />);
    const combo = screen.getByRole('combobox', { name: 'Find a page' });
    combo.focus();
    fireEvent.change(combo, { target: { value: 'volun' } });
    fireEvent.click(await screen.findByRole('option', { name: /Volunteer with us/ }));
    expect(last()).toEqual({ type: 'page', href: '/volunteer', text: 'Volunteer with us' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link text' }), { target: { value: 'Give your time' } });
    combo.focus();
    fireEvent.change(combo, { target: { value: 'volunteer' } });
    fireEvent.click(await screen.findByRole('option', { name: /Volunteer with us/ }));
    expect(last()).toEqual({ type: 'page', href: '/volunteer', text: 'Give your time' });
  });

  it('page: the search shows the address of the link being edited when another link is chosen', () => {
    const { rerender } = render(<LinkFieldEditor id="f1" field={field} value={{ type: 'page', href: '/get-involved', text: 'Get involved' }} onChange={vi.fn()} context={pageContext()} />);
    const combo = () => screen.getByRole('combobox', { name: 'Find a page' }) as HTMLInputElement;
    expect(combo().value).toBe('/get-involved');
    fireEvent.change(combo(), { target: { value: 'half typ' } });
    // The sidebar moves to another menu item: its own address shows, not what was typed for the last one.
    rerender(<LinkFieldEditor id="f1" field={field} value={{ type: 'page', href: '/volunteer', text: 'Volunteer' }} onChange={vi.fn()} context={pageContext()} />);
    expect(combo().value).toBe('/volunteer');
  });

  it('page: Escape closes the list without letting the sidebar close too', async () => {
    fakeApi({ 'page/search': () => ({ pages: [{ _id: 'p1', slug: 'about', title: 'About us', published: true }] }) });
    const { Host } = hostFor(LinkFieldEditor, field);
    const onSidebarKey = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    render(
      <div onKeyDown={(event) => onSidebarKey(event.nativeEvent)}>
        <Host />
      </div>,
    );
    const combo = screen.getByRole('combobox', { name: 'Find a page' });
    fireEvent.change(combo, { target: { value: 'about' } });
    await screen.findByRole('option', { name: /About us/ });
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(onSidebarKey).toHaveReturnedWith(true);
  });

  it('anchor: lists the Anchor components of the page at every depth and stores #<id>', () => {
    const contents = [
      { componentType: 'Anchor', key: 'a1', id: 'opening-hours' },
      { componentType: 'SplitContent', key: 's1', left: [{ componentType: 'Text', key: 't1' }, { componentType: 'Anchor', key: 'a2', id: 'find-us' }], right: [] },
      { componentType: 'ListAccordion', key: 'l1', items: [{ header: 'Q', contents: [{ componentType: 'Anchor', key: 'a3', id: 'faq' }] }] },
      { componentType: 'Anchor', key: 'a4', id: '  ' },
    ];
    const { Host, last } = hostFor(LinkFieldEditor, field, pageContext(contents));
    render(<Host initial={{ type: 'page', href: '/about', text: 'Hours' }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Anchor' }));
    expect(last()).toEqual({ type: 'anchor', href: '', text: 'Hours' });
    const select = screen.getByRole('combobox', { name: /Anchor/ });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an anchor', 'opening-hours', 'find-us', 'faq']);
    fireEvent.change(select, { target: { value: 'find-us' } });
    expect(last()).toEqual({ type: 'anchor', href: '#find-us', text: 'Hours' });
  });

  it('file: uploads a document or chooses one from the library, linking its download address', async () => {
    fakeApi({ 'media/list': () => ({ items: [{ kind: 'document', _id: 'doc-abcdefghijabcdefghij12', name: 'Minutes.docx', contentType: 'x', bytes: 10, createdAt: '2025-01-01', revision: 0, uses: [] }], total: 1 }) });
    const { Host, last } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'file', href: '', text: '' }} />);
    const input = screen.getByLabelText('Upload document');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Annual report.pdf', { type: 'application/pdf' })] } }));
    expect(last()).toEqual({ type: 'file', href: '/api/file/doc-1234567890123456789012', text: 'Annual report' });
    expect(screen.getByRole('checkbox', { name: 'Open in a new tab' })).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('button', { name: 'Choose an uploaded document' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Minutes.docx' }));
    // The words already written stay.
    expect(last()).toEqual({ type: 'file', href: '/api/file/doc-abcdefghijabcdefghij12', text: 'Annual report' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('file: refuses a file that is not a PDF or Word document before uploading it', async () => {
    const { Host, changes } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'file', href: '', text: '' }} />);
    fireEvent.change(screen.getByLabelText('Upload document'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/PDF or a Word/);
    expect(changes).toEqual([]);
  });

  it('hides the link text when the block keeps its text elsewhere, and edits it otherwise', async () => {
    const { Host } = hostFor(LinkFieldEditor, { ...field, withText: false });
    const { unmount } = render(<Host initial={{ type: 'page', href: '/about', text: '' }} />);
    expect(screen.queryByRole('textbox', { name: 'Link text' })).toBeNull();
    unmount();
    const withText = hostFor(LinkFieldEditor, field);
    render(<withText.Host initial={{ type: 'page', href: '/about', text: '' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Link text' }), { target: { value: 'About us' } });
    await waitFor(() => expect(withText.last()).toEqual({ type: 'page', href: '/about', text: 'About us' }));
  });

  it('copes with a missing or malformed value', () => {
    const { Host } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'telepathy', href: 42 }} />);
    expect(screen.getByRole('radio', { name: 'Page' })).toHaveProperty('checked', true);
  });

  it('keeps what the stored object holds besides the link (a menu item\'s submenu links) when the link changes', () => {
    const children = [{ type: 'page', href: '/get-help/crisis', text: 'Crisis support' }];
    const { Host, last } = hostFor(LinkFieldEditor, { kind: 'link', path: '', label: 'Link' });
    render(<Host initial={{ type: 'page', href: '/get-help', text: 'Get help', children }} />);
    fireEvent.change(screen.getByLabelText('Link text'), { target: { value: 'Find help' } });
    expect(last()).toEqual({ type: 'page', href: '/get-help', text: 'Find help', children });
    fireEvent.click(screen.getByRole('radio', { name: 'External' }));
    expect(last()).toEqual({ type: 'external', href: '', text: 'Find help', children });
  });
});
