import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageCropper } from '@/editor/fields/image-cropper';
import { centredCrop, cropFitsAspect, nudge, servedSize, toShownArea, toSourceCrop } from '@/editor/fields/image-crop-math';

// Stands in for react-easy-crop, which needs a laid-out page: it reports a picture shown 400 × 300 (zoom 1) under a
// 300 × 300 frame, and shows the offset and zoom it is given so the test can see the controls move them.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: { crop: { x: number; y: number }; zoom: number; onMediaLoaded?: (m: object) => void; onCropSizeChange?: (s: object) => void }) {
    useEffect(() => {
      props.onMediaLoaded?.({ width: 400, height: 300, naturalWidth: 1600, naturalHeight: 1200 });
      props.onCropSizeChange?.({ width: 300, height: 300 });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <output data-testid="cropper">{`${props.crop.x},${props.crop.y},${props.zoom}`}</output>;
  },
}));

describe('ImageCropper controls', () => {
  it('move the crop and zoom without a mouse, never letting the frame leave the picture', () => {
    render(<ImageCropper src="/api/image/x" source={{ width: 1600, height: 1200 }} aspect={1} label="Desktop crop" onChange={() => undefined} />);
    const state = () => screen.getByTestId('cropper').textContent;
    // The square frame covers the picture's full height, so only sideways moves are possible at zoom 1.
    fireEvent.click(screen.getByRole('button', { name: 'Move crop left' }));
    expect(state()).toBe('12,0,1');
    fireEvent.click(screen.getByRole('button', { name: 'Move crop up' }));
    expect(state()).toBe('12,0,1');
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: 'Move crop right' }));
    expect(state()).toBe('-50,0,1');

    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '2' } });
    expect(state()).toBe('-50,0,2');
    fireEvent.click(screen.getByRole('button', { name: 'Move crop down' }));
    expect(state()).toBe('-50,-12,2');
  });
});

describe('crop arithmetic', () => {
  it('knows a crop of the slot’s shape from one made for another, allowing a pixel of rounding', () => {
    expect(cropFitsAspect({ left: 0, top: 0, width: 1920, height: 640 }, 3)).toBe(true);
    expect(cropFitsAspect({ left: 0, top: 0, width: 300, height: 101 }, 3)).toBe(true);
    expect(cropFitsAspect({ left: 0, top: 0, width: 1600, height: 900 }, 3)).toBe(false);
    expect(cropFitsAspect({ left: 0, top: 0, width: 1000, height: 1000 }, 750 / 423)).toBe(false);
    expect(cropFitsAspect({ left: 0, top: 0, width: 1600, height: 902 }, 750 / 423)).toBe(true);
  });

  it('centres the largest crop of a shape', () => {
    expect(centredCrop({ width: 1600, height: 1200 }, 16 / 9)).toEqual({ left: 0, top: 150, width: 1600, height: 900 });
    expect(centredCrop({ width: 1600, height: 1200 }, 1)).toEqual({ left: 200, top: 0, width: 1200, height: 1200 });
  });

  it('turns the shown picture’s pixels into whole source pixels that always lie inside the source', () => {
    const source = { width: 5000, height: 2500 };
    const shown = servedSize(source);
    expect(shown).toEqual({ width: 2400, height: 1200 });
    expect(toSourceCrop({ x: 240, y: 120, width: 1200, height: 600 }, shown, source)).toEqual({ left: 500, top: 250, width: 2500, height: 1250 });
    // A frame reported a hair past the edge is pulled back in: the image service refuses crops outside the image.
    expect(toSourceCrop({ x: 1200.4, y: -0.3, width: 1200.6, height: 1200.5 }, shown, source)).toEqual({ left: 2501, top: 0, width: 2499, height: 2500 });
    const crop = { left: 500, top: 250, width: 2500, height: 1250 };
    expect(toSourceCrop(toShownArea(crop, shown, source), shown, source)).toEqual(crop);
  });

  it('nudges within the bounds the cropper keeps', () => {
    expect(nudge({ x: 0, y: 0 }, 'left', 10, { width: 400, height: 300 }, { width: 300, height: 300 }, 1)).toEqual({ x: 10, y: 0 });
    expect(nudge({ x: 45, y: 0 }, 'left', 10, { width: 400, height: 300 }, { width: 300, height: 300 }, 1)).toEqual({ x: 50, y: 0 });
    expect(nudge({ x: 0, y: 0 }, 'up', 10, { width: 400, height: 300 }, { width: 300, height: 300 }, 1)).toEqual({ x: 0, y: 0 });
  });
});
