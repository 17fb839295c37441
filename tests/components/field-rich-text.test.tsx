import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/rich-text';
import {
  allRichTextTools as allTools,
  fakeApi,
  lastHtml,
  renderRichText,
  stubLayoutForProseMirror,
  toolNames,
} from './field-test-support';

beforeAll(stubLayoutForProseMirror);
const selectAll = (box: HTMLElement) => fireEvent.keyDown(box, { key: 'a', code: 'KeyA', ctrlKey: true });

describe('rich text field', () => {
  it('names the editable area by the field label and shows a labelled toolbar', async () => {
    const { box } = await renderRichText('<p>Hello world</p>');
    expect(box.id).toBe('f1');
    expect(box.textContent).toBe('Hello world');
    expect(screen.getByRole('toolbar', { name: 'Formatting: Body' })).toBeTruthy();
    expect(toolNames()).toEqual(allTools);
  });

  it('is one Tab stop with arrow keys between its buttons', async () => {
    await renderRichText('<p>Hello world</p>');
    const toolbar = screen.getByRole('toolbar');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([bold]);
    bold.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Insert crisis contact' }));
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    // 'Remove link' is disabled with no link selected, so the arrow skips it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }));
    fireEvent.keyDown(toolbar, { key: 'End' });
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bold);
    expect(bold.tabIndex).toBe(0);
  });

  it('a pointer press on a button leaves the focus in the text, so the next key lands there', async () => {
    await renderRichText('<p>Hello world</p>');
    for (const button of screen.getAllByRole('toolbar')[0].querySelectorAll('button:not(:disabled)')) {
      // The browser's own focus move on a press is what is cancelled.
      expect(fireEvent.mouseDown(button), button.textContent!).toBe(false);
    }
  });

  it.each([
    ['Bold', '<p><strong>Hello world</strong></p>'],
    ['Italic', '<p><em>Hello world</em></p>'],
    ['Underline', '<p><u>Hello world</u></p>'],
    ['Strike', '<p><s>Hello world</s></p>'],
    ['Heading 2', '<h2>Hello world</h2>'],
    ['Heading 3', '<h3>Hello world</h3>'],
    ['Heading 4', '<h4>Hello world</h4>'],
    ['Bullet list', '<ul><li><p>Hello world</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Hello world</p></li></ol>'],
    ['Quote', '<blockquote><p>Hello world</p></blockquote>'],
  ])('%s sends HTML within the allow-list', async (tool, html) => {
    const { box, onChange } = await renderRichText('<p>Hello world</p>');
    selectAll(box);
    fireEvent.click(screen.getByRole('button', { name: tool }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastHtml(onChange)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('links the selection only to allowed addresses, optionally in a new tab', async () => {
    const { box, onChange } = await renderRichText('<p>Hello world</p>');
    selectAll(box);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: 'https://example.org/help' } });
    fireEvent.click(screen.getByLabelText('Open in a new tab'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    const html = '<p><a href="https://example.org/help" target="_blank" rel="noopener noreferrer">Hello world</a></p>';
    expect(lastHtml(onChange)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(lastHtml(onChange)).toBe('<p>Hello world</p>');
  });

  it.each(['/contact', '#opening-hours', 'mailto:help@example.org', 'tel:131114', 'http://example.org'])('accepts %s as a link address', async (href) => {
    const { box, onChange } = await renderRichText('<p>Call us</p>');
    selectAll(box);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: href } });
    fireEvent.keyDown(screen.getByLabelText('Link address'), { key: 'Enter' });
    expect(lastHtml(onChange)).toBe(`<p><a href="${href}">Call us</a></p>`);
  });

  it.each(['//evil.example', 'data:text/html,hi', 'vbscript:x', 'page.html', 'https:/broken'])('refuses %s as a link address', async (href) => {
    const { box, onChange } = await renderRichText('<p>Call us</p>');
    selectAll(box);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: href } });
    fireEvent.keyDown(screen.getByLabelText('Link address'), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links to a page found by its name, in the search or typed as the address, and never answers a name with URL schemes', async () => {
    fakeApi({
      'page/search': (query) => ({
        pages: /^cont/i.test(query.get('q') ?? '') ? [{ _id: 'p1', slug: 'contact', title: 'Contact', published: true }, { _id: 'p2', slug: 'contact/offices', title: 'Contact our offices', published: true }] : [],
      }),
    });
    const { box, onChange } = await renderRichText('<p>Write to us</p>');
    selectAll(box);
    // Found by its title in the page search, as the link fields do.
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const search = screen.getByRole('combobox', { name: 'Find a page' });
    search.focus();
    fireEvent.change(search, { target: { value: 'cont' } });
    fireEvent.click(await screen.findByRole('option', { name: /Contact our offices/ }));
    expect((screen.getByLabelText('Link address') as HTMLInputElement).value).toBe('/contact/offices');
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(lastHtml(onChange)).toBe('<p><a href="/contact/offices">Write to us</a></p>');

    // Typed as the address: the page whose title it is.
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'Contact' } });
    fireEvent.keyDown(screen.getByLabelText('Link address'), { key: 'Enter' });
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><a href="/contact">Write to us</a></p>'));

    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'Volunteering' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    const refusal = await screen.findByText('No page is called ‘Volunteering’. Find it under Find a page, or type an address such as https://example.org.');
    expect(refusal.id).toBe(screen.getByLabelText('Link address').getAttribute('aria-describedby'));
    expect(screen.queryByText(/starting with https:\/\/, http:\/\//)).toBeNull();
  });

  it('inserts a crisis contact from the register as one piece that names the entry and dials its number', async () => {
    const contact = (id: string, name: string, phone: string) => ({ id, name, phone, text: '', hours: '', region: '', notes: '', lastCheckedAt: '', lastCheckedBy: '' });
    fakeApi({
      'siteSettings/loadSiteSettings': () => ({
        siteSettings: { domainId: 'default', crisisContacts: [contact('crisis-line', 'Crisis line', '1800 000 000'), contact('lifeline', 'Lifeline', '13 11 14')] },
        publishedCrisisContacts: [],
        redirects: [],
        categories: [],
      }),
    });
    const { box, onChange } = await renderRichText('<p>Call us</p>');
    selectAll(box);
    fireEvent.click(screen.getByRole('button', { name: 'Insert crisis contact' }));
    fireEvent.change(await screen.findByLabelText('Crisis contact'), { target: { value: 'lifeline' } });
    fireEvent.click(screen.getByLabelText('Number only'));
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    const html = '<p><a href="tel:131114" data-crisis-contact="lifeline" data-show="number">13 11 14</a></p>';
    expect(lastHtml(onChange)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
    expect(screen.queryByLabelText('Crisis contact')).toBeNull();
  });

  it('keeps a stored crisis contact whole, and does not read it as a plain link', async () => {
    const stored = '<p>Call <a href="tel:131114" data-crisis-contact="lifeline" data-show="both">Lifeline 13 11 14</a> now</p>';
    const { box, onChange, rerender } = await renderRichText(stored);
    expect(box.querySelector('a[data-crisis-contact="lifeline"]')?.textContent).toBe('Lifeline 13 11 14');
    rerender('<p>Call <a href="tel:131114" data-crisis-contact="lifeline" data-show="name">Lifeline</a> today</p>');
    await waitFor(() => expect(box.textContent).toBe('Call Lifeline today'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends an empty string for an empty document', async () => {
    const { box, onChange } = await renderRichText('<p>Bye</p>');
    selectAll(box);
    fireEvent.keyDown(box, { key: 'Backspace', code: 'Backspace' });
    expect(lastHtml(onChange)).toBe('');
  });

  it('takes in a value changed from outside without sending it back', async () => {
    const { box, onChange, rerender } = await renderRichText('<p>First</p>');
    rerender('<p>Second <strong>version</strong></p>');
    await waitFor(() => expect(box.innerHTML).toBe('<p>Second <strong>version</strong></p>'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the editor alone when the value is what it already holds', async () => {
    const { box, onChange, rerender } = await renderRichText('<p>Hello world</p>');
    selectAll(box);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    const sent = lastHtml(onChange);
    const before = box.firstElementChild;
    act(() => rerender(sent));
    expect(box.firstElementChild).toBe(before);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
