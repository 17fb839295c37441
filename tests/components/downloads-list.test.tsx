import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DownloadsListBlock } from '@/components/blocks/downloads-list/downloads-list-block';
import { fileIdOf, sizeText } from '@/components/blocks/downloads-list/document-facts';
import { schema } from '@/components/blocks/downloads-list/schema';
import { blockProps } from './block-props';

const data = schema.parse({
  componentType: 'DownloadsList',
  key: 'docs',
  heading: 'Leaflets',
  items: [
    { document: { type: 'file', href: '/api/file/leaflet-000001', text: 'Coping with a crisis' }, description: 'Four pages.' },
    { document: { type: 'external', href: 'https://example.org/guide', text: 'A guide elsewhere' } },
    { document: { type: 'file', href: '', text: 'Not chosen yet' } },
    { document: { type: 'file', href: '/api/file/unnamed-00001', text: '' } },
  ],
});
const preload = { documents: { 'leaflet-000001': { kind: 'PDF', bytes: 1_234_567 } } };

describe('Downloads list', () => {
  it('names each document with its kind and size, so nobody downloads blind; a visitor sees only items that lead somewhere', () => {
    render(<DownloadsListBlock data={data} preload={preload} {...blockProps('contents.0')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Leaflets' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const leaflet = screen.getByRole('link', { name: 'Coping with a crisis (PDF, 1.2 MB)' });
    expect(leaflet.getAttribute('href')).toBe('/api/file/leaflet-000001');
    expect(within(items[0]).getByText('Four pages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^A guide elsewhere/ })).toBeTruthy();
  });

  it('shows every item and empty value as a place to click while editing', () => {
    const { container } = render(<DownloadsListBlock data={{ ...data, heading: '' }} {...blockProps('contents.0', true)} />);
    expect(container.querySelectorAll('li')).toHaveLength(4);
    expect(container.querySelector('[data-edit="contents.0.heading"]')).toBeTruthy();
    expect(container.querySelector('[data-edit="contents.0.items.2.document"]')).toBeTruthy();
    expect(container.querySelector('[data-edit="contents.0.items.1.description"]')).toBeTruthy();
  });

  it('renders nothing for a visitor when no document leads anywhere', () => {
    const { container } = render(<DownloadsListBlock data={{ ...data, items: [data.items[2]] }} {...blockProps('contents.0')} />);
    expect(container.innerHTML).toBe('');
  });

  it('reads library addresses and writes sizes as phones do', () => {
    expect(fileIdOf('/api/file/leaflet-000001')).toBe('leaflet-000001');
    expect(fileIdOf('https://example.org/api/file/leaflet-000001')).toBeNull();
    expect([sizeText(900), sizeText(35_400), sizeText(1_234_567), sizeText(2_000_000)]).toEqual(['900 bytes', '35 KB', '1.2 MB', '2 MB']);
  });
});
