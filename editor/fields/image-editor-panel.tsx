'use client';

import { useId, useState } from 'react';
import { imageUrl } from '@/components/ui/image-url';
import { acceptedImageTypes, looksLikeImage, MAX_UPLOAD_BYTES, uploadMessages } from '@/lib/images/upload-rules';
import { FileUploadInput } from './file-upload-input';
import { ImageCropDialog, type CropShape } from './image-crop-dialog';
import { cropFitsAspect } from './image-crop-math';
import { ImageLibraryDialog } from './image-library-dialog';
import { altOf, isDecorative, mainRef, readImage, withCrops, withDescription, type ChosenImage } from './image-value';
import editorStyles from '../ui/editor.styles';
import fieldStyles from './fields.styles';
import styles from './image-field.styles';

export const ALT_MISSING = 'Describe the image, or tick Decorative image';

type Props = {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The crops the slot needs: its desktop shape and, when it has one, its mobile shape. */
  shapes: readonly CropShape[];
};

/** Choose (upload or pick from the library), crop and describe one image. */
export function ImageEditorPanel({ id, label, value, onChange, shapes }: Props) {
  const image = readImage(value);
  const ref = mainRef(image);
  const alt = altOf(image);
  const decorative = isDecorative(image);
  const [dialog, setDialog] = useState<'library' | { crop: ChosenImage } | null>(null);
  const altId = useId();
  const missingAlt = Boolean(ref) && !decorative && !alt.trim();
  // A crop made for another shape (the header type changed) would be cut again: say so, and Edit crop reframes it.
  const misframed = shapes.some((shape) => {
    const crop = image[shape.key]?.crop;
    return shape.aspect !== null && crop !== undefined && !cropFitsAspect(crop, shape.aspect);
  });

  return (
    <fieldset className={editorStyles.fieldGroup}>
      <legend>{label}</legend>
      {ref?.imageId ? (
        // eslint-disable-next-line @next/next/no-img-element -- the image service does the resizing
        <img className={styles.preview} src={imageUrl(ref.imageId, { crop: ref.crop, width: 480 })} alt={alt} />
      ) : ref?.src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a file the site ships
        <img className={styles.preview} src={ref.src} alt={alt} />
      ) : (
        <p className={editorStyles.hint}>No image chosen.</p>
      )}

      {misframed && (
        <p className={editorStyles.hint} role="status">
          This picture was framed for another shape, so visitors see it cut differently. Choose Edit crop to frame it again.
        </p>
      )}

      <FileUploadInput<{ imageId: string; width: number; height: number }>
        label="Upload image"
        path="image/upload"
        accept={acceptedImageTypes.join(',')}
        maxBytes={MAX_UPLOAD_BYTES}
        tooLargeMessage={uploadMessages.tooLarge}
        accepts={looksLikeImage}
        wrongTypeMessage={uploadMessages.notImage}
        onUploaded={(uploaded) => setDialog({ crop: uploaded })}
      />
      <div className={styles.buttons}>
        <button id={id} type="button" className={fieldStyles.button} onClick={() => setDialog('library')}>
          Choose from library
        </button>
        {ref?.imageId && (
          <button type="button" className={fieldStyles.button} onClick={() => setDialog({ crop: { imageId: ref.imageId!, width: ref.width, height: ref.height } })}>
            Edit crop
          </button>
        )}
        {ref && (
          <button type="button" className={fieldStyles.button} onClick={() => onChange({ alt: '' })}>
            Remove image
          </button>
        )}
      </div>

      {ref && (
        <div className={editorStyles.fieldGroup}>
          <label className={editorStyles.field} htmlFor={altId}>
            <span>Alt text</span>
          </label>
          <input
            id={altId}
            className={editorStyles.input}
            value={alt}
            maxLength={300}
            disabled={decorative}
            required={!decorative}
            aria-invalid={missingAlt}
            aria-describedby={missingAlt ? `${altId}-error` : undefined}
            onChange={(event) => onChange(withDescription(image, event.target.value, false))}
          />
          <label>
            <input type="checkbox" checked={decorative} onChange={(event) => onChange(withDescription(image, alt, event.target.checked))} /> Decorative image
          </label>
          {missingAlt && (
            <p id={`${altId}-error`} className={editorStyles.error}>
              {ALT_MISSING}
            </p>
          )}
        </div>
      )}

      {dialog === 'library' && (
        <ImageLibraryDialog onClose={() => setDialog(null)} onChoose={(chosen) => setDialog({ crop: chosen })} />
      )}
      {dialog && dialog !== 'library' && (
        <ImageCropDialog
          image={dialog.crop}
          shapes={shapes}
          // Re-cropping the same picture starts from its crops; another picture starts centred.
          initial={dialog.crop.imageId === ref?.imageId ? { desktop: image.desktop?.crop, mobile: image.mobile?.crop } : {}}
          onCancel={() => setDialog(null)}
          onApply={(crops, source) => {
            onChange(withCrops(image, { ...dialog.crop, ...source }, crops));
            setDialog(null);
          }}
        />
      )}
    </fieldset>
  );
}
