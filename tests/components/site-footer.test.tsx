import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { footer, link } from './fixtures';
import { named } from './accessible-name';

describe('SiteFooter', () => {
  it('shows every footer field', () => {
    render(<SiteFooter footer={footer} />);
    const info = screen.getByRole('contentinfo');
    expect(within(info).getByText(footer.acknowledgement)).toBeTruthy();
    expect(within(info).getByRole('img', { name: 'Aboriginal flag' }).getAttribute('src')).toBe('/images/aboriginal-flag.svg');
    expect(within(info).getByRole('img', { name: 'Torres Strait Islander flag' })).toBeTruthy();

    const main = within(screen.getByRole('navigation', { name: 'Footer' }));
    for (const [name, href] of [['Privacy', '/privacy'], ['Events', '/events'], ['Services', '/services'], ['About us', '/about'], ['Contact', '/contact']]) {
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    const groups = within(screen.getByRole('navigation', { name: 'Our groups' }));
    expect(groups.getByRole('heading', { level: 2, name: 'Our groups' })).toBeTruthy();
    expect(groups.getAllByRole('link').map((a) => a.textContent)).toEqual(['Youth groups', 'Carers']);

    const involved = within(screen.getByRole('navigation', { name: 'Get involved' }));
    expect(involved.getAllByRole('link').map((a) => a.textContent)).toEqual(['Volunteer', 'Fundraise']);

    for (const [name, href] of [['Facebook', footer.facebook.href], ['Instagram', footer.instagram.href], ['YouTube', footer.youtube.href]]) {
      const social = screen.getByRole('link', { name: named(name, '(opens in a new tab)') });
      expect(social.getAttribute('href')).toBe(href);
      expect(social.getAttribute('target')).toBe('_blank');
    }
  });

  it('leaves out groups, links and icons that have nothing to link to', () => {
    render(
      <SiteFooter
        footer={{ ...footer, groupLinks: [], privacy: link('', ''), instagram: link('', ''), flagLogos: [], acknowledgement: '' }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Our groups' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeTruthy();
  });
});
