'use client';

import { useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import type { ImageCrop } from '@/lib/content/schemas';
import { nudge, servedSize, toShownArea, toSourceCrop, type Area, type Size } from './image-crop-math';
import editorStyles from '../ui/editor.styles';
import fieldStyles from './fields.styles';
import styles from './image-field.styles';

const MAX_ZOOM = 4;
/** Frame pixels per press of a move button. */
const NUDGE_STEP = 12;
const directions = ['left', 'right', 'up', 'down'] as const;

type Props = {
  /** The whole image as the image service serves it. */
  src: string;
  source: Size;
  aspect: number;
  /** Where the frame starts (a crop of the source); centred when absent. */
  initial?: ImageCrop;
  /** Names the crop frame for screen readers, e.g. 'Desktop crop'. */
  label: string;
  onChange: (crop: ImageCrop) => void;
};

/**
 * One crop frame at a fixed shape over the picture. Dragging and pinching come with the cropper; the zoom slider and
 * the move buttons do the same from a keyboard (the frame's own arrow keys only move the picture).
 */
export function ImageCropper({ src, source, aspect, initial, label, onChange }: Props) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [media, setMedia] = useState<Size | null>(null);
  const [frame, setFrame] = useState<Size | null>(null);
  // The picture's own pixels as loaded; the service's answer is predictable, the load confirms it.
  const shown = useRef<Size>(servedSize(source));
  const report = (_: Area, pixels: Area) => onChange(toSourceCrop(pixels, shown.current, source));

  return (
    <div>
      <div className={styles.cropArea}>
        <Cropper
          image={src}
          crop={offset}
          zoom={zoom}
          aspect={aspect}
          minZoom={1}
          maxZoom={MAX_ZOOM}
          onCropChange={setOffset}
          onZoomChange={setZoom}
          onCropComplete={report}
          onCropAreaChange={report}
          onCropSizeChange={setFrame}
          onMediaLoaded={(loaded) => {
            shown.current = { width: loaded.naturalWidth, height: loaded.naturalHeight };
            setMedia({ width: loaded.width, height: loaded.height });
          }}
          initialCroppedAreaPixels={initial ? toShownArea(initial, shown.current, source) : undefined}
          mediaProps={{ alt: '' }}
          cropperProps={{ role: 'group', 'aria-label': `${label}: the frame shows what visitors will see` }}
        />
      </div>
      <div className={styles.cropControls}>
        <label className={editorStyles.field}>
          <span>Zoom</span>
          <input type="range" min={1} max={MAX_ZOOM} step={0.1} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
        </label>
        {directions.map((direction) => (
          <button
            key={direction}
            type="button"
            className={fieldStyles.button}
            onClick={() => media && frame && setOffset(nudge(offset, direction, NUDGE_STEP, media, frame, zoom))}
          >
            Move crop {direction}
          </button>
        ))}
      </div>
    </div>
  );
}
