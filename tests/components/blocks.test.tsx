import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '@/components/blocks/definitions';
import { blockRegistry, blocks } from '@/components/blocks/registry';
import * as anchor from '@/components/blocks/anchor';
import * as button from '@/components/blocks/button';
import * as formattedText from '@/components/blocks/formatted-text';
import * as linkBlock from '@/components/blocks/link';
import * as richText from '@/components/blocks/rich-text';
import * as text from '@/components/blocks/text';
import { named } from './accessible-name';
import { blockProps } from './block-props';

const base = { key: 'k1' };

describe('block defaults', () => {
  it('fill in every field a new component needs', () => {
    expect(text.schema.parse({ ...base, componentType: 'Text' }).text).toBe('');
    expect(richText.schema.parse({ ...base, componentType: 'RichText' }).text).toBe('');
    expect(formattedText.schema.parse({ ...base, componentType: 'FormattedText' }).text).toBe('');
    expect(anchor.schema.parse({ ...base, componentType: 'Anchor' }).id).toBe('');
    expect(linkBlock.schema.parse({ ...base, componentType: 'Link' }).link).toEqual({ type: 'page', href: '', text: '' });
    expect(button.schema.parse({ ...base, componentType: 'Button' })).toMatchObject({
      link: { type: 'page', href: '', text: '' },
      notPrimary: false,
      secondary: false,
    });
  });

  it('are registered under their componentType with a label', () => {
    expect(blocks.map((b) => b.componentType).sort()).toEqual([
      'Anchor', 'Button', 'ButtonCta', 'ContactForm', 'ContentPanel', 'DownloadsList', 'EmergencyContact', 'ExpandableDetails', 'FeaturedContent', 'FormattedText', 'GenericPage', 'Humanitix',
      'IconList', 'IllustratedFocusArea', 'Link', 'ListAccordion', 'MapContent', 'Media', 'OneActiveCarousel', 'PageHub', 'Quote',
      'RichText', 'SplitContent', 'Testimonials', 'Text', 'TitledArea', 'WorkshopEnquiryForm',
    ]);
    expect(blockRegistry.get('RichText')?.label).toBe('Rich Text');
    for (const block of blocks) expect(block.label.length).toBeGreaterThan(0);
  });

  it('pair each definition (what the server knows) with its component, in the same order', () => {
    expect(blocks.map((b) => b.componentType)).toEqual(blockDefinitions.map((d) => d.componentType));
    for (const [index, definition] of blockDefinitions.entries()) {
      expect(blocks[index].schema, definition.componentType).toBe(definition.schema);
      expect(blocks[index].descriptor, definition.componentType).toBe(definition.descriptor);
    }
  });
});

describe('Text', () => {
  it('shows the text in a paragraph marked for editing', () => {
    render(<text.Component data={text.schema.parse({ ...base, componentType: 'Text', text: 'We are here.' })} {...blockProps('contents.3')} />);
    const paragraph = screen.getByText('We are here.');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.dataset.edit).toBe('contents.3.text');
    expect(paragraph.dataset.editKind).toBe('text');
  });

  it('shows markup as text, not HTML', () => {
    render(<text.Component data={text.schema.parse({ ...base, componentType: 'Text', text: '<b>bold</b>' })} {...blockProps('c.0')} />);
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
  });
});

describe('RichText', () => {
  const renderRich = (html: string) =>
    render(<richText.Component data={richText.schema.parse({ ...base, componentType: 'RichText', text: html })} {...blockProps('contents.1')} />)
      .container.querySelector('[data-edit]') as HTMLElement;

  it('keeps the allowed formatting and marks the block for rich-text editing', () => {
    const block = renderRich('<h2>Help</h2><p><strong>Call</strong> <em>now</em></p><ul><li>One</li></ul><blockquote>Q</blockquote>');
    expect(block.dataset.edit).toBe('contents.1.text');
    expect(block.dataset.editKind).toBe('richText');
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();
    expect(block.querySelector('strong')?.textContent).toBe('Call');
    expect(block.querySelector('li')?.textContent).toBe('One');
    expect(block.querySelector('blockquote')).toBeTruthy();
  });

  it('shows a crisis contact with the published register’s name and number, and the stored one without it', () => {
    const text = '<p>Call <a href="tel:1800000000" data-crisis-contact="crisis-line" data-show="both">Crisis line 1800 000 000</a></p>';
    const data = richText.schema.parse({ ...base, componentType: 'RichText', text });
    const register = [{ id: 'crisis-line', name: 'Crisis line', phone: '1300 111 222', text: '', hours: '', region: '', notes: '', lastCheckedAt: '', lastCheckedBy: '' }];
    const { container, rerender } = render(<richText.Component data={data} {...blockProps('contents.1')} preload={{ contacts: register }} />);
    const link = () => container.querySelector('a') as HTMLAnchorElement;
    expect(link().textContent).toBe('Crisis line 1300 111 222');
    expect(link().getAttribute('href')).toBe('tel:1300111222');
    rerender(<richText.Component data={data} {...blockProps('contents.1', true)} />);
    expect(link().textContent).toBe('Crisis line 1800 000 000');
  });

  it('removes scripts, event handlers and unsafe links', () => {
    const block = renderRich(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="steal()"><a href="javascript:steal()">bad</a><iframe src="https://x"></iframe>',
    );
    expect(block.innerHTML).not.toMatch(/script|onclick|onerror|javascript|iframe|<img/i);
    expect(block.textContent).toBe('Hibad');
    expect(block.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('keeps web, mail, phone and relative links; new-tab links get rel noopener', () => {
    const block = renderRich(
      '<a href="https://a.org" target="_blank" rel="opener">a</a><a href="mailto:x@a.org">m</a><a href="tel:131114">t</a><a href="/help" target="_top">r</a>',
    );
    const [web, mail, tel, relative] = Array.from(block.querySelectorAll('a'));
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(mail.getAttribute('href')).toBe('mailto:x@a.org');
    expect(tel.getAttribute('href')).toBe('tel:131114');
    expect(relative.getAttribute('href')).toBe('/help');
    expect(relative.hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: named('a', '(opens in a new tab)') })).toBe(web);
    expect(screen.getByRole('link', { name: 'r' })).toBe(relative);
  });

  it('demotes a pasted h1, since the page title is the only one', () => {
    renderRich('<h1>Pasted</h1>');
    expect(screen.getByRole('heading', { level: 2, name: 'Pasted' })).toBeTruthy();
  });
});

describe('FormattedText', () => {
  it('shows headings and paragraphs from plain text', () => {
    const { container } = render(
      <formattedText.Component
        data={formattedText.schema.parse({ ...base, componentType: 'FormattedText', text: '## Talk to us\nLine one\nLine two\n\nNext <b>x</b>' })}
        {...blockProps('contents.2')}
      />,
    );
    const block = container.firstElementChild as HTMLElement;
    expect(block.dataset.edit).toBe('contents.2.text');
    expect(block.dataset.editKind).toBe('formattedText');
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to us' })).toBeTruthy();
    const paragraphs = block.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].querySelector('br')).toBeTruthy();
    expect(paragraphs[1].textContent).toBe('Next <b>x</b>');
  });
});

describe('Anchor', () => {
  it('is an empty target with the given id', () => {
    const { container } = render(<anchor.Component data={anchor.schema.parse({ ...base, componentType: 'Anchor', id: 'hours' })} {...blockProps('contents.0')} />);
    const target = container.querySelector('#hours') as HTMLElement;
    expect(target.textContent).toBe('');
    expect(target.dataset.edit).toBe('contents.0.id');
  });

  it('leaves the id off when none is set', () => {
    const { container } = render(<anchor.Component data={anchor.schema.parse({ ...base, componentType: 'Anchor' })} {...blockProps('contents.0')} />);
    expect(container.firstElementChild?.hasAttribute('id')).toBe(false);
  });
});

describe('Link and Button', () => {
  const parseLink = (l: object) => linkBlock.schema.parse({ ...base, componentType: 'Link', link: l });

  it('links to a page by its slug', () => {
    render(<linkBlock.Component data={parseLink({ type: 'page', href: 'get-help', text: 'Get help' })} {...blockProps('contents.4')} />);
    const anchorEl = screen.getByRole('link', { name: 'Get help' });
    expect(anchorEl.getAttribute('href')).toBe('/get-help');
    expect(anchorEl.dataset.edit).toBe('contents.4.link');
    expect(anchorEl.dataset.editKind).toBe('link');
    expect(anchorEl.hasAttribute('target')).toBe(false);
  });

  it('opens external links in a new tab and says so', () => {
    render(<linkBlock.Component data={parseLink({ type: 'external', href: 'https://example.org', text: 'Partner' })} {...blockProps('c.0')} />);
    const external = screen.getByRole('link', { name: named('Partner', '(opens in a new tab)') });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('links to anchors and files', () => {
    render(<linkBlock.Component data={parseLink({ type: 'anchor', href: 'hours', text: 'Hours' })} {...blockProps('c.0')} />);
    render(<linkBlock.Component data={parseLink({ type: 'file', href: '/files/report.pdf', text: 'Report' })} {...blockProps('c.1')} />);
    expect(screen.getByRole('link', { name: 'Hours' }).getAttribute('href')).toBe('#hours');
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe('/files/report.pdf');
  });

  it('shows nothing for a link with no text and no address, or an unsafe one', () => {
    const { container } = render(<linkBlock.Component data={parseLink({})} {...blockProps('c.0')} />);
    render(<linkBlock.Component data={parseLink({ type: 'external', href: 'javascript:x', text: 'Bad' })} {...blockProps('c.1')} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText('Bad')).toBeNull();
  });

  it('renders a button-styled link with its variants', () => {
    const data = button.schema.parse({ ...base, componentType: 'Button', link: { type: 'page', href: '/donate', text: 'Donate' }, notPrimary: true, secondary: true });
    render(<button.Component data={data} {...blockProps('contents.5')} />);
    const buttonLink = screen.getByRole('link', { name: 'Donate' });
    expect(buttonLink.className).toContain('cs-button');
    expect(buttonLink.className).toContain('cs-button--outline');
    expect(buttonLink.className).toContain('cs-button--secondary');
    expect(buttonLink.dataset.edit).toBe('contents.5.link');
  });
});
