'use client';

import type { FreeformImageField } from '@/components/blocks/shared/descriptor';
import type { CropShape } from './image-crop-dialog';
import { ImageEditorPanel } from './image-editor-panel';
import type { FieldEditorProps } from './types';

// The slot has no fixed shape: the editor picks one while cropping.
const shapes: readonly CropShape[] = [{ key: 'desktop', label: 'Crop', aspect: null }];

/** An image whose shape the editor chooses. */
export function FreeformImageFieldEditor({ id, field, value, onChange }: FieldEditorProps<FreeformImageField>) {
  return <ImageEditorPanel id={id} label={field.label} value={value} onChange={onChange} shapes={shapes} />;
}
