'use client';

import type { ImageField } from '@/components/blocks/shared/descriptor';
import { imageSizes, type ImageSizeName } from '@/components/ui/image-url';
import type { CropShape } from './image-crop-dialog';
import { ImageEditorPanel } from './image-editor-panel';
import type { FieldEditorProps } from './types';

const ratio = (size: ImageSizeName) => imageSizes[size].width / imageSizes[size].height;

/** An image cropped to its slot's shape (SPEC.md §9), with a second crop for phones when the slot has one. */
export function ImageFieldEditor({ id, field, value, onChange }: FieldEditorProps<ImageField>) {
  const shapes: CropShape[] = [
    { key: 'desktop', label: 'Desktop crop', aspect: ratio(field.size), ...(field.mobileSize ? { hint: 'Screens 768 px wide and wider' } : {}) },
    ...(field.mobileSize ? [{ key: 'mobile' as const, label: 'Mobile crop', aspect: ratio(field.mobileSize), hint: 'Phones' }] : []),
  ];
  return <ImageEditorPanel id={id} label={field.label} value={value} onChange={onChange} shapes={shapes} />;
}
