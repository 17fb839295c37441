import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImageField } from '@/components/blocks/shared/descriptor';
import { ApiError, uploadFile } from '@/lib/api/client';
import { ImageFieldEditor } from '@/editor/fields/image-field-editor';
import { uploadMessages } from '@/lib/images/upload-rules';
import { hostFor } from './field-test-support';

vi.mock('react-easy-crop', () => import('./field-image-fake-cropper'));
vi.mock('@/lib/api/client', async (original) => ({ ...(await original<typeof import('@/lib/api/client')>()), uploadFile: vi.fn() }));

const field: ImageField = { kind: 'image', path: 'image', label: 'Picture', size: 'media' };

describe('ImageFieldEditor upload', () => {
  it('uploads an image and goes on to crop it; refuses wrong types and sizes, and shows the server’s message', async () => {
    const upload = vi.mocked(uploadFile);
    const { Host, last } = hostFor(ImageFieldEditor, field);
    render(<Host />);
    const input = screen.getByLabelText('Upload image');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(uploadMessages.notImage);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(uploadMessages.tooLarge);
    expect(upload).not.toHaveBeenCalled();

    upload.mockRejectedValueOnce(new ApiError(400, { code: 'invalid_input', message: uploadMessages.unreadable }));
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'broken.png', { type: 'image/png' })] } }));
    expect(screen.getByRole('alert').textContent).toBe(uploadMessages.unreadable);

    upload.mockResolvedValueOnce({ imageId: 'fresh-1234567890', width: 800, height: 600 });
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] } }));
    expect(upload).toHaveBeenLastCalledWith('image/upload', expect.any(File), expect.any(Function), undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));
    expect(last()).toEqual({ desktop: { imageId: 'fresh-1234567890', alt: '', crop: { left: 10, top: 20, width: 160, height: 90 }, width: 800, height: 600 }, alt: '' });
  });
});
