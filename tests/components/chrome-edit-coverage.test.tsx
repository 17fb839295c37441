// Every value of the navigation and the footer can be selected in the editor: the header and footer drawn with
// `editing` mark each value with a data-edit path their descriptor resolves, and visitors get none of the editor's
// placeholders.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerDescriptor, navDescriptor } from '@/components/layout/chrome-fields';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { FooterSchema, NavSchema } from '@/lib/content/schemas';
import { findField } from '@/editor/sidebar/resolve-field';
import { footer, nav } from './fixtures';

const pathsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-edit]')].map((el) => el.dataset.edit!);

describe('navigation edited in place', () => {
  it('marks every first- and second-level item, the lists and the donate, crisis and emergency links', () => {
    const { container } = render(<SiteHeader nav={nav} siteName="Harbour Lifeline" editing />);
    const paths = pathsIn(container);
    const expected = [
      'tierOneItems',
      'donate',
      'crisis',
      'emergency',
      ...nav.tierOneItems.flatMap((item, i) => [`tierOneItems.${i}`, `tierOneItems.${i}.children`, ...item.children.map((_c, j) => `tierOneItems.${i}.children.${j}`)]),
    ];
    for (const path of expected) expect(paths, path).toContain(path);
    for (const path of paths) expect(findField(navDescriptor.fields, path), path).not.toBeNull();
  });

  it('shows empty links and an empty menu as places to click while editing', () => {
    const empty = NavSchema.parse({});
    const { container, getByText } = render(<SiteHeader nav={empty} siteName="" editing />);
    expect(pathsIn(container)).toEqual(expect.arrayContaining(['tierOneItems', 'donate', 'crisis', 'emergency']));
    expect(getByText('Add menu items')).toBeTruthy();
  });

  it('gives visitors no edit placeholders and no empty links', () => {
    const { container } = render(<SiteHeader nav={{ ...nav, donate: { type: 'page', href: '', text: '' } }} siteName="Harbour Lifeline" />);
    expect(container.querySelector('.cs-edit-placeholder')).toBeNull();
    expect(container.querySelector('.cs-desktop-nav__toggle')).toBeNull();
    expect(container.querySelector('.cs-site-header__donate')).toBeNull();
  });
});

describe('footer edited in place', () => {
  it('marks every value SPEC.md names for the footer', () => {
    const { container } = render(<SiteFooter footer={footer} editing idPrefix="editor-" />);
    const paths = pathsIn(container);
    const expected = [
      'acknowledgement',
      'flagLogos',
      'flagLogos.0',
      'flagLogos.1',
      'privacy',
      'events',
      'services',
      'about',
      'contact',
      'groupsPagesTitle',
      'groupLinks',
      'groupLinks.0',
      'groupLinks.1',
      'getInvolvedPagesTitle',
      'getInvolvedLinks',
      'getInvolvedLinks.0',
      'facebook',
      'instagram',
      'youtube',
    ];
    for (const path of expected) expect(paths, path).toContain(path);
    for (const path of paths) expect(findField(footerDescriptor.fields, path), path).not.toBeNull();
    // Ids stay unique beside the hidden published footer.
    expect(container.querySelector('#editor-cs-footer-groups')).not.toBeNull();
  });

  it('keeps every column, social link and the acknowledgement clickable when they are empty', () => {
    const { container } = render(<SiteFooter footer={FooterSchema.parse({})} editing />);
    expect(pathsIn(container)).toEqual(
      expect.arrayContaining(['acknowledgement', 'flagLogos', 'groupLinks', 'getInvolvedLinks', 'groupsPagesTitle', 'facebook', 'privacy']),
    );
  });

  it('reads flags stored the old way ({ src, alt }) as images', () => {
    const parsed = FooterSchema.parse({ flagLogos: [{ src: '/images/aboriginal-flag.svg', alt: 'Aboriginal flag' }] });
    expect(parsed.flagLogos[0]).toEqual({ desktop: { src: '/images/aboriginal-flag.svg', alt: 'Aboriginal flag' }, alt: 'Aboriginal flag' });
    const { getByAltText } = render(<SiteFooter footer={parsed} />);
    expect(getByAltText('Aboriginal flag').getAttribute('src')).toBe('/images/aboriginal-flag.svg');
  });
});
