'use client';

import { useEffect, useId, useState } from 'react';
import { imageUrl } from '@/components/ui/image-url';
import type { ImageCrop } from '@/lib/content/schemas';
import { ModalDialog } from '../ui/modal-dialog';
import { keepEscapeInside } from './file-picker-dialog';
import { centredCrop, cropFitsAspect, SERVED_MAX_SIDE, type Size } from './image-crop-math';
import { ImageCropper } from './image-cropper';
import type { ChosenImage } from './image-value';
import editorStyles from '../ui/editor.styles';
import fieldStyles from './fields.styles';
import styles from './image-field.styles';

export type CropShapeKey = 'desktop' | 'mobile';
/** One crop to make; `aspect` null lets the editor choose the shape (freeform images); `hint` says where it shows. */
export type CropShape = { key: CropShapeKey; label: string; aspect: number | null; hint?: string };
export type Crops = { desktop: ImageCrop; mobile?: ImageCrop };

const freeShapes = [
  { label: 'As uploaded', ratio: 0 },
  { label: 'Wide (16:9)', ratio: 16 / 9 },
  { label: 'Landscape (4:3)', ratio: 4 / 3 },
  { label: 'Square (1:1)', ratio: 1 },
  { label: 'Portrait (3:4)', ratio: 3 / 4 },
] as const;

type Props = {
  image: ChosenImage;
  shapes: readonly CropShape[];
  /** Crops saved before, to start from. */
  initial: Partial<Crops>;
  onApply: (crops: Crops, source: Size) => void;
  onCancel: () => void;
};

/** The crop step after choosing or uploading an image: one crop per shape the slot shows ('Desktop crop', 'Mobile crop'). */
export function ImageCropDialog({ image, shapes, initial, onApply, onCancel }: Props) {
  const source = useSourceSize(image);
  const [active, setActive] = useState<CropShapeKey>(shapes[0].key);
  // A crop saved for another shape is framed afresh rather than squeezed into this one.
  const [crops, setCrops] = useState<Partial<Crops>>(() => keepFitting(initial, shapes));
  const [freeRatio, setFreeRatio] = useState<number>(() => (initial.desktop ? initial.desktop.width / initial.desktop.height : 0));
  const shape = shapes.find((s) => s.key === active) ?? shapes[0];
  const hintId = useId();

  const aspectOf = (s: CropShape, size: Size) => s.aspect ?? (freeRatio || size.width / size.height);
  const cropOf = (s: CropShape, size: Size) => crops[s.key] ?? centredCrop(size, aspectOf(s, size));
  const apply = (size: Size) => {
    const [desktop, mobile] = shapes.map((s) => cropOf(s, size));
    onApply({ desktop, ...(mobile ? { mobile } : {}) }, size);
  };

  return (
    <div onKeyDown={keepEscapeInside}>
      <ModalDialog title="Crop image" onClose={onCancel} wide>
        {source === 'loading' && <p className={editorStyles.hint}>Loading the image…</p>}
        {source === 'unknown' && (
          <p className={editorStyles.error} role="alert">
            This image’s size is not known. Choose it again from the library to crop it.
          </p>
        )}
        {typeof source === 'object' && (
          <>
            {shapes.length > 1 && (
              <>
                <p className={editorStyles.hint}>Each screen size shows its own crop: check both before applying.</p>
                <div className={styles.tabs} role="group" aria-label="Which crop">
                  {shapes.map((s) => (
                    <button
                      key={s.key}
                      type="button"
                      className={styles.tab}
                      aria-pressed={s.key === active}
                      // Named by its label alone; where it shows is read as its description.
                      aria-label={s.label}
                      aria-describedby={s.hint ? `${hintId}-${s.key}` : undefined}
                      onClick={() => setActive(s.key)}
                    >
                      <span className={styles.tabLabel}>{s.label}</span>
                      {s.hint && (
                        <span id={`${hintId}-${s.key}`} className={styles.tabHint}>
                          {s.hint}
                        </span>
                      )}
                    </button>
                  ))}
                </div>
              </>
            )}
            {shape.aspect === null && (
              <label className={editorStyles.field}>
                <span>Shape</span>
                <select
                  value={freeRatio}
                  onChange={(event) => {
                    setFreeRatio(Number(event.target.value));
                    // A new shape starts centred rather than squeezed from the old one.
                    setCrops(({ [shape.key]: _dropped, ...rest }) => rest);
                  }}
                >
                  {freeShapes.map((option) => (
                    <option key={option.label} value={option.ratio}>
                      {option.label}
                    </option>
                  ))}
                  {!freeShapes.some((option) => Math.abs(option.ratio - freeRatio) < 0.001) && <option value={freeRatio}>As cropped before</option>}
                </select>
              </label>
            )}
            <h3 className={styles.cropHeading}>{shape.label}</h3>
            <ImageCropper
              // A fresh cropper per shape and ratio, starting from that shape's crop.
              key={`${shape.key}-${aspectOf(shape, source)}`}
              src={imageUrl(image.imageId)}
              source={source}
              aspect={aspectOf(shape, source)}
              initial={crops[shape.key]}
              label={shape.label}
              onChange={(crop) => setCrops((current) => ({ ...current, [shape.key]: crop }))}
            />
            <div className={editorStyles.actions}>
              <button type="button" className={editorStyles.primary} onClick={() => apply(source)}>
                Apply crop
              </button>
              <button type="button" className={fieldStyles.button} onClick={onCancel}>
                Cancel
              </button>
            </div>
          </>
        )}
      </ModalDialog>
    </div>
  );
}

function keepFitting(initial: Partial<Crops>, shapes: readonly CropShape[]): Partial<Crops> {
  const kept: Partial<Crops> = {};
  for (const shape of shapes) {
    const crop = initial[shape.key];
    if (crop && (shape.aspect === null || cropFitsAspect(crop, shape.aspect))) kept[shape.key] = crop;
  }
  return kept;
}

/**
 * The source's size: known from the library or the upload; for an older reference without it, read from the served
 * image, which is the source itself unless the service had to shrink it (then the size cannot be known here).
 */
function useSourceSize(image: ChosenImage): Size | 'loading' | 'unknown' {
  const known = image.width && image.height ? { width: image.width, height: image.height } : null;
  const [probed, setProbed] = useState<Size | 'loading' | 'unknown'>('loading');
  useEffect(() => {
    if (known) return;
    const probe = new Image();
    probe.onload = () => {
      const size = { width: probe.naturalWidth, height: probe.naturalHeight };
      setProbed(Math.max(size.width, size.height) >= SERVED_MAX_SIDE ? 'unknown' : size);
    };
    probe.onerror = () => setProbed('unknown');
    probe.src = imageUrl(image.imageId);
  }, [image.imageId, known === null]); // eslint-disable-line react-hooks/exhaustive-deps
  return known ?? probed;
}
