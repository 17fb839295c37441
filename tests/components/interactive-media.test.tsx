import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as media from '@/components/blocks/media';
import { blockRegistry } from '@/components/blocks/registry';
import { RenderContents } from '@/components/blocks/render-contents';
import { videoEmbedUrl } from '@/components/layout/video-overlay-url';
import { blockProps } from './block-props';

const base = { key: 'm1', componentType: 'Media' };
const parse = (fields: Record<string, unknown>) => media.schema.parse({ ...base, ...fields });
const image = { desktop: { imageId: 'img-1', alt: 'Volunteers at the beach' }, alt: '' };

const renderMedia = (fields: Record<string, unknown>, path = 'contents.2') =>
  render(
    <>
      <p>Before</p>
      <media.Component data={parse(fields)} {...blockProps(path)} />
    </>,
  );

describe('Media schema', () => {
  it('fills in every field of a new Media block (SPEC.md §3)', () => {
    expect(parse({})).toMatchObject({
      image: { alt: '' },
      video: { type: 'Vimeo', videoId: '', isVimeo: true },
      caption: { text: '', href: '', type: 'page', icon: '' },
    });
  });

  it('takes the type from the Vimeo/YouTube toggle, or from type when only that is stored', () => {
    expect(parse({ video: { videoId: 'dQw4w9WgXcQ', isVimeo: false } }).video.type).toBe('Youtube');
    expect(parse({ video: { videoId: 'dQw4w9WgXcQ', type: 'Youtube' } }).video).toMatchObject({ type: 'Youtube', isVimeo: false });
    expect(parse({ video: { videoId: ' 76979871 ', type: 'Youtube', isVimeo: true } }).video).toMatchObject({ type: 'Vimeo', videoId: '76979871' });
  });

  it('drops video ids that are not a YouTube or Vimeo id, so nothing else reaches the player address', () => {
    const refused = [
      { videoId: 'abc', isVimeo: false },
      { videoId: 'dQw4w9WgXcQ"><script>', isVimeo: false },
      { videoId: 'dQw4w9WgXc/', isVimeo: false },
      { videoId: 'dQw4w9WgXcQ', isVimeo: true },
      { videoId: '123?autoplay=0', isVimeo: true },
    ];
    for (const video of refused) expect(parse({ video }).video.videoId).toBe('');
    expect(videoEmbedUrl({ id: 'javascript:x', type: 'Youtube' })).toBeNull();
  });

  it('reads the flat { imageId } of SPEC.md as the desktop image', () => {
    expect(parse({ image: { imageId: 'img-9', alt: 'A' } }).image).toEqual({ desktop: { imageId: 'img-9', alt: 'A' }, alt: 'A' });
  });
});

describe('Interactive blocks in the registry', () => {
  it('are registered with labels, and stored Media with a bad video id keeps its image but plays nothing', () => {
    for (const type of ['Testimonials', 'OneActiveCarousel', 'Media', 'MapContent']) expect(blockRegistry.get(type)?.label).toBeTruthy();
    const stored = [
      { ...base, key: 'good', image, video: { videoId: '76979871' } },
      { ...base, key: 'bad', image, video: { videoId: '1 onload=x', isVimeo: true } },
    ];
    render(<RenderContents contents={stored} {...blockProps('contents')} />);
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(1);
    const bad = document.querySelector('[data-component="contents.1"]');
    expect(bad?.querySelector('img')).not.toBeNull();
    expect(bad?.querySelector('button')).toBeNull();
    // The page asks ahead for the play button's code only for the block that shows one.
    expect(document.querySelector('[data-component="contents.0"]')?.getAttribute('data-parts')).toBe('PlayVideoButton');
    expect(bad?.hasAttribute('data-parts')).toBe(false);
  });
});

describe('Media block', () => {
  it('shows the image at the media size, marked for editing, with its caption link', () => {
    renderMedia({ image, caption: { text: 'Our story', href: 'about', icon: 'arrow-right' } });
    const img = screen.getByRole('img', { name: 'Volunteers at the beach' });
    expect(img.getAttribute('src')).toBe('/api/image/img-1?width=1000&height=561&format=webp');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1000', '561', 'lazy']);
    expect(img.dataset.edit).toBe('contents.2.image');
    expect(img.dataset.editKind).toBe('image');
    const caption = screen.getByRole('link', { name: 'Our story' });
    expect(caption.getAttribute('href')).toBe('/about');
    expect(caption.dataset.edit).toBe('contents.2.caption');
    expect(caption.dataset.editKind).toBe('link');
    expect(caption.querySelector('svg')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a caption without an address as text, still editable', () => {
    renderMedia({ image, caption: { text: 'Just words' } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Just words').closest('[data-edit]')?.getAttribute('data-edit')).toBe('contents.2.caption');
  });

  it('keeps its shape with a placeholder the editor can pick when there is no image', () => {
    const { container } = renderMedia({});
    expect(container.querySelector('[data-edit="contents.2.image"]')?.tagName).toBe('SPAN');
  });
});

describe('Media video overlay', () => {
  afterEach(() => {
    delete document.body.dataset.editorSelecting;
  });

  // The player's code is fetched on the first press, so the dialog can take a moment to appear.
  const openYoutube = async () => {
    renderMedia({ image, video: { videoId: 'dQw4w9WgXcQ', isVimeo: false }, caption: { text: 'Meet Sam' } });
    const play = screen.getByRole('button', { name: 'Play video: Meet Sam' });
    fireEvent.click(play);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    return play;
  };

  it('opens a labelled modal dialog with the privacy-mode YouTube player, Close focused, page locked', async () => {
    const play = await openYoutube();
    const dialog = screen.getByRole('dialog', { name: 'Video: Meet Sam' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const player = dialog.querySelector('iframe')!;
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(player.getAttribute('title')).toBe('YouTube player: Meet Sam');
    expect(player.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
    // The page behind can be reached by neither Tab nor a screen reader.
    expect(play.closest('[inert]')).toBeTruthy();
  });

  it('is pressed with Space as a button is, and links to the same player for a browser without the script', async () => {
    renderMedia({ image, video: { videoId: 'dQw4w9WgXcQ', isVimeo: false }, caption: { text: 'Meet Sam' } });
    const play = screen.getByRole('button', { name: 'Play video: Meet Sam' });
    expect(play.getAttribute('href')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    fireEvent.keyDown(play, { key: ' ' });
    expect((await screen.findByRole('dialog', { name: 'Video: Meet Sam' })).querySelector('iframe')?.getAttribute('src')).toBe(play.getAttribute('href'));
  });

  it('plays Vimeo without tracking', async () => {
    renderMedia({ image, video: { videoId: '76979871' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Volunteers at the beach' }));
    expect((await screen.findByRole('dialog')).querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('closes by the Close button and gives focus back to the play button', async () => {
    const play = await openYoutube();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(play);
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('closes by a click on the scrim, not by a click on the player area', async () => {
    const play = await openYoutube();
    fireEvent.click(document.querySelector('.cs-video-overlay__frame')!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(document.querySelector('.cs-video-overlay__scrim')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('closes by Escape', async () => {
    const play = await openYoutube();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('closes by Escape when focus has left Close, e.g. after a click on the panel', async () => {
    const play = await openYoutube();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('keeps Tab between Close and the player', async () => {
    await openYoutube();
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.tagName).toBe('IFRAME');
  });

  it('does not open while the editor is selecting components', async () => {
    document.body.dataset.editorSelecting = 'true';
    renderMedia({ image, video: { videoId: 'dQw4w9WgXcQ', isVimeo: false }, caption: { text: 'Meet Sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet Sam' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
