import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreeformImageField, ImageField } from '@/components/blocks/shared/descriptor';
import { FreeformImageFieldEditor } from '@/editor/fields/freeform-image-field-editor';
import { ALT_MISSING } from '@/editor/fields/image-editor-panel';
import { ImageFieldEditor } from '@/editor/fields/image-field-editor';
import { ImageSchema } from '@/lib/content/schemas';
import { fakeApi, hostFor } from './field-test-support';

// jsdom lays nothing out: the cropper is replaced by one that reports a picture shown at half the source's size.
vi.mock('react-easy-crop', () => import('./field-image-fake-cropper'));

const field: ImageField = { kind: 'image', path: 'image', label: 'Picture', size: 'media' };
const header: ImageField = { kind: 'image', path: 'header.image', label: 'Header image', size: 'headerDesktop', mobileSize: 'headerMobile' };
const library = { items: [{ kind: 'image', _id: 'harbour-1234567890', name: 'Harbour at dawn.jpg', width: 1600, height: 1200, createdAt: '2025-05-01T00:00:00.000Z', revision: 0, uses: [] }], total: 1 };
const chosen = { imageId: 'harbour-1234567890', alt: 'A calm harbour', crop: { left: 0, top: 0, width: 1600, height: 898 }, width: 1600, height: 1200 };
afterEach(() => vi.unstubAllGlobals());

describe('ImageFieldEditor', () => {
  it('chooses from the library (searchable, paged), then crops: the stored crop is in source pixels', async () => {
    const { asked } = fakeApi({ 'media/list': () => library });
    const { Host, last } = hostFor(ImageFieldEditor, field);
    render(<Host />);
    expect(screen.getByText('No image chosen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Image library' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search images' }), { target: { value: 'harbour' } });
    // The search is sent once typing pauses.
    await waitFor(() => expect(asked.some((url) => url.searchParams.get('search') === 'harbour' && url.searchParams.get('page') === '1')).toBe(true));
    expect(within(dialog).getByText('Page 1 of 1')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Harbour at dawn.jpg' }));

    expect(screen.getByRole('dialog', { name: 'Crop image' })).toBeTruthy();
    for (const direction of ['left', 'right', 'up', 'down']) expect(screen.getByRole('button', { name: `Move crop ${direction}` })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));

    // Shown at 800 × 600, so every number doubles.
    const value = last();
    expect(value).toEqual({ desktop: { imageId: 'harbour-1234567890', alt: '', crop: { left: 20, top: 40, width: 320, height: 180 }, width: 1600, height: 1200 }, alt: '' });
    expect(ImageSchema.safeParse(value).success).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not yet described, so the preview is (for now) an image without words.
    expect(document.querySelector('fieldset img')!.getAttribute('src')).toContain('crop=20%2C40%2C320%2C180');
  });

  it('needs alt text unless the image is marked decorative, which stores an empty alt', () => {
    const { Host, last } = hostFor(ImageFieldEditor, field);
    render(<Host initial={{ desktop: { ...chosen, alt: '' }, alt: '' }} />);
    const alt = screen.getByRole('textbox', { name: 'Alt text' });
    expect(screen.getByText(ALT_MISSING)).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(alt.hasAttribute('required')).toBe(true);

    fireEvent.change(alt, { target: { value: 'Boats at rest in a calm harbour' } });
    expect(last()).toMatchObject({ desktop: { alt: 'Boats at rest in a calm harbour', crop: chosen.crop }, alt: 'Boats at rest in a calm harbour' });
    expect(screen.queryByText(ALT_MISSING)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Decorative image' }));
    expect(last()).toEqual({ desktop: { ...chosen, alt: '', decorative: true }, alt: '' });
    expect(screen.queryByText(ALT_MISSING)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Decorative image' }));
    expect(screen.getByText(ALT_MISSING)).toBeTruthy();
  });

  it('removes the image', () => {
    const { Host, last } = hostFor(ImageFieldEditor, field);
    render(<Host initial={{ desktop: chosen, alt: 'A calm harbour' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(last()).toEqual({ alt: '' });
    expect(screen.getByText('No image chosen.')).toBeTruthy();
  });

  it('crops a header twice, desktop and mobile, at their own shapes; an unvisited crop starts centred', async () => {
    fakeApi({ 'media/list': () => library });
    const { Host, last } = hostFor(ImageFieldEditor, header);
    render(<Host initial={{ desktop: chosen, alt: 'A calm harbour' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit crop' }));
    expect(screen.getByRole('button', { name: 'Desktop crop' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));
    const { desktop, mobile, alt } = last() as { desktop: object; mobile: { crop: { width: number; height: number; left: number } }; alt: string };
    // The same picture keeps its description.
    expect(alt).toBe('A calm harbour');
    expect(desktop).toMatchObject({ imageId: 'harbour-1234567890', alt: 'A calm harbour', crop: { left: 20, top: 40, width: 320, height: 180 } });
    // 750 × 423 is the mobile shape: the largest such crop of 1600 × 1200, centred.
    expect(mobile.crop).toEqual({ left: 0, top: 149, width: 1600, height: 902 });

    fireEvent.click(screen.getByRole('button', { name: 'Edit crop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mobile crop' }));
    expect(screen.getByRole('group', { name: /^Mobile crop/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));
    expect((last() as { mobile: { crop: object } }).mobile.crop).toEqual({ left: 20, top: 40, width: 320, height: 180 });
  });

  it('says when a saved crop was framed for another shape, and is quiet when it fits', () => {
    const { Host } = hostFor(ImageFieldEditor, header);
    const framed = { ...chosen, crop: { left: 0, top: 333, width: 1600, height: 533 } };
    const { unmount } = render(<Host initial={{ desktop: framed, alt: 'A calm harbour' }} />);
    expect(screen.queryByText(/framed for another shape/)).toBeNull();
    unmount();
    // 1600 × 898 is 16:9, not the wide header's 3:1: visitors would see it cut again.
    render(<Host initial={{ desktop: chosen, alt: 'A calm harbour' }} />);
    expect(screen.getByRole('status').textContent).toBe('This picture was framed for another shape, so visitors see it cut differently. Choose Edit crop to frame it again.');
  });
});

describe('FreeformImageFieldEditor', () => {
  it('crops without a fixed shape: the editor picks one', async () => {
    fakeApi({ 'media/list': () => library });
    const freeform: FreeformImageField = { kind: 'freeformImage', path: 'image', label: 'Logo' };
    const { Host, last } = hostFor(FreeformImageFieldEditor, freeform);
    render(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Harbour at dawn.jpg' }));
    const shape = screen.getByRole('combobox', { name: 'Shape' });
    expect(within(shape).getAllByRole('option').map((o) => o.textContent)).toEqual(['As uploaded', 'Wide (16:9)', 'Landscape (4:3)', 'Square (1:1)', 'Portrait (3:4)']);
    fireEvent.change(shape, { target: { value: String(1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));
    expect(last()).toMatchObject({ desktop: { imageId: 'harbour-1234567890', crop: { left: 20, top: 40, width: 320, height: 180 } } });
    expect(screen.queryByRole('button', { name: 'Mobile crop' })).toBeNull();
  });
});

describe('ImageFieldEditor with older values', () => {
  it('reads a bare { imageId } as the desktop image, and copes with values that are not images', () => {
    const { Host } = hostFor(ImageFieldEditor, field);
    const { unmount } = render(<Host initial={{ imageId: 'demo-harbour-dawn', alt: 'Dawn' }} />);
    expect(screen.getByRole('img', { name: 'Dawn' }).getAttribute('src')).toContain('/api/image/demo-harbour-dawn?');
    unmount();
    render(<Host initial="not an image" />);
    expect(screen.getByText('No image chosen.')).toBeTruthy();
  });
});
