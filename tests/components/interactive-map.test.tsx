import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as mapContent from '@/components/blocks/map-content';
import { MapsKeyProvider } from '@/components/blocks/map-content/maps-key';
import { named } from './accessible-name';
import { blockProps } from './block-props';

const parse = (fields: Record<string, unknown> = {}) => mapContent.schema.parse({ key: 'map1', componentType: 'MapContent', ...fields });
const place = { lat: -34.9, lng: 138.61, address: '12 Tide St\nAdelaide SA 5000', title: 'Our drop-in centre', description: 'Open weekdays.' };

describe('MapContent schema', () => {
  it('points a new map at the SPEC.md defaults with empty texts', () => {
    expect(parse()).toMatchObject({ lat: -34.9285, lng: 138.6007, address: '', title: '', description: '' });
  });

  it('refuses coordinates that are not on the globe', () => {
    expect(mapContent.schema.safeParse({ key: 'm', componentType: 'MapContent', lat: 95 }).success).toBe(false);
    expect(mapContent.schema.safeParse({ key: 'm', componentType: 'MapContent', lng: '138' }).success).toBe(false);
  });
});

describe('MapContent block', () => {
  it('without a Maps key shows the address and a link to open the place in Google Maps', () => {
    render(<mapContent.Component data={parse(place)} {...blockProps('contents.5')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our drop-in centre' }).dataset.edit).toBe('contents.5.title');
    expect(screen.getByText('Open weekdays.').dataset.edit).toBe('contents.5.description');
    const address = screen.getByText(/12 Tide St/);
    // The map address editor sets address, lat and lng together; its value is the component itself.
    expect(address.dataset.edit).toBe('contents.5');
    const link = screen.getByRole('link', { name: named('Open in Google Maps', '(opens in a new tab)') });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-34.9,138.61');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('with a key loads nothing from Google until the visitor asks for the map, then embeds it at zoom 16, titled', () => {
    render(
      <MapsKeyProvider apiKey="test key">
        <mapContent.Component data={parse(place)} {...blockProps('contents.5')} />
      </MapsKeyProvider>,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Showing it sends Google your IP address/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the map: 12 Tide St, Adelaide SA 5000' }));
    const map = screen.getByTitle('Map: 12 Tide St, Adelaide SA 5000');
    expect(map.getAttribute('src')).toBe('https://www.google.com/maps/embed/v1/place?key=test%20key&q=-34.9,138.61&zoom=16');
    expect(screen.getByRole('link', { name: named('Open in Google Maps', '(opens in a new tab)') })).toBeTruthy();
  });

  it('leaves out an empty title and description, and titles the map by its title without an address', () => {
    render(
      <MapsKeyProvider apiKey="k">
        <mapContent.Component data={parse({ title: 'Head office' })} {...blockProps('contents.0')} />
      </MapsKeyProvider>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show the map: Head office' }));
    expect(screen.getByTitle('Map: Head office').getAttribute('src')).toContain('q=-34.9285,138.6007');
  });
});
