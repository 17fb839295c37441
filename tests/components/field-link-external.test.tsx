import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkField } from '@/components/blocks/shared/descriptor';
import { opensNewTab } from '@/components/ui/link-href';
import { LinkFieldEditor } from '@/editor/fields/link-field-editor';
import { EXTERNAL_MESSAGE, isAllowedExternal } from '@/editor/fields/link-value';
import { hostFor } from './field-test-support';

const field: LinkField = { kind: 'link', path: 'link', label: 'Button link' };

describe('LinkFieldEditor, external links', () => {
  it('stores only http, https, mailto and tel addresses, and says so otherwise', () => {
    const { Host, changes, last } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'external', href: '', text: 'Help' }} />);
    const address = screen.getByRole('textbox', { name: 'Address' });
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'JaVaScRiPt:alert(1)', 'ftp://example.org', 'www.example.org', 'https://']) {
      fireEvent.change(address, { target: { value: unsafe } });
      fireEvent.blur(address);
      expect(screen.getByRole('alert').textContent, unsafe).toBe(EXTERNAL_MESSAGE);
    }
    expect(changes).toEqual([]);

    fireEvent.change(address, { target: { value: 'https://example.org/help' } });
    expect(last()).toEqual({ type: 'external', href: 'https://example.org/help', text: 'Help' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(address, { target: { value: 'mailto:help@example.org' } });
    expect(last()).toMatchObject({ href: 'mailto:help@example.org' });
    // Mail and phone links never open a tab, so there is nothing to choose.
    expect(screen.queryByRole('checkbox', { name: 'Open in a new tab' })).toBeNull();
    fireEvent.change(address, { target: { value: 'tel:13 11 14' } });
    expect(last()).toMatchObject({ href: 'tel:13 11 14' });
    expect(changes.every((c) => isAllowedExternal((c as { href: string }).href))).toBe(true);
  });

  it('the new-tab choice is stored and is what the site reads', () => {
    const { Host, last } = hostFor(LinkFieldEditor, field);
    render(<Host initial={{ type: 'external', href: 'https://example.org', text: 'Example' }} />);
    const newTab = screen.getByRole('checkbox', { name: 'Open in a new tab' });
    expect(newTab).toHaveProperty('checked', true);
    fireEvent.click(newTab);
    const stored = last() as { type: 'external'; href: string; newTab?: boolean };
    expect(stored.newTab).toBe(false);
    expect(opensNewTab(stored, stored.href)).toBe(false);
    expect(opensNewTab({ type: 'file', newTab: true }, '/api/file/x')).toBe(true);
    expect(opensNewTab({ type: 'file' }, '/api/file/x')).toBe(false);
    expect(opensNewTab({ type: 'page', newTab: true }, '/about')).toBe(false);
  });

});
