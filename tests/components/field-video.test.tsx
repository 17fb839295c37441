import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { videoIdHints } from '@/components/layout/video-overlay-url';
import { parseVideoAddress } from '@/editor/fields/video-address';
import { renderField } from './field-test-support';

const field: FieldDescriptor = { kind: 'video', path: 'video', label: 'Video' };
const renderVideo = (value: unknown) => renderField(field, value).onChange;

describe('parseVideoAddress', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'Youtube', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'Youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789', 'Vimeo', '123456789'],
    ['vimeo.com/123456789', 'Vimeo', '123456789'],
    ['https://vimeo.com/channels/staffpicks/123456789', 'Vimeo', '123456789'],
    ['https://player.vimeo.com/video/123456789?h=abc', 'Vimeo', '123456789'],
  ])('finds the id in %s', (address, type, videoId) => {
    expect(parseVideoAddress(address)).toEqual({ type, videoId });
  });

  it.each(['dQw4w9WgXcQ', '123456789', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/short', 'https://vimeo.com/about', ''])(
    'leaves %j alone',
    (text) => expect(parseVideoAddress(text)).toBeNull(),
  );
});

describe('video field', () => {
  it('shows the stored site and id', () => {
    renderVideo({ type: 'Youtube', videoId: 'dQw4w9WgXcQ', isVimeo: false });
    expect((screen.getByLabelText('YouTube') as HTMLInputElement).checked).toBe(true);
    const input = screen.getByLabelText('Video id or address') as HTMLInputElement;
    expect(input.value).toBe('dQw4w9WgXcQ');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toContain(videoIdHints.Youtube);
  });

  it('is Vimeo when nothing says otherwise, as the Media schema is', () => {
    renderVideo(undefined);
    expect((screen.getByLabelText('Vimeo') as HTMLInputElement).checked).toBe(true);
  });

  it('switches site, keeping the id', () => {
    const onChange = renderVideo({ type: 'Vimeo', videoId: '', isVimeo: true });
    fireEvent.click(screen.getByLabelText('YouTube'));
    expect(onChange).toHaveBeenCalledWith({ type: 'Youtube', videoId: '', isVimeo: false });
  });

  it('stores a typed id as it is', () => {
    const onChange = renderVideo({ type: 'Vimeo', videoId: '', isVimeo: true });
    fireEvent.change(screen.getByLabelText('Video id or address'), { target: { value: '76979871' } });
    expect(onChange).toHaveBeenCalledWith({ type: 'Vimeo', videoId: '76979871', isVimeo: true });
  });

  it('reduces a pasted address to its id and picks the site', () => {
    const onChange = renderVideo({ type: 'Vimeo', videoId: '', isVimeo: true });
    fireEvent.change(screen.getByLabelText('Video id or address'), { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(onChange).toHaveBeenCalledWith({ type: 'Youtube', videoId: 'dQw4w9WgXcQ', isVimeo: false });
  });

  it('marks an id that does not fit the site', () => {
    renderVideo({ type: 'Vimeo', videoId: 'abc', isVimeo: true });
    expect(screen.getByLabelText('Video id or address').getAttribute('aria-invalid')).toBe('true');
  });
});
