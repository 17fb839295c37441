'use client';

import type { ImageField } from '@/components/blocks/shared/descriptor';
import type { FieldEditorProps } from './types';

// Placeholder until the full editor lands.
export function ImageFieldEditor({ id, field }: FieldEditorProps<ImageField>) {
  return <p id={id}>{field.label}</p>;
}
