'use client';

import type { FreeformImageField } from '@/components/blocks/shared/descriptor';
import type { FieldEditorProps } from './types';

// Placeholder until the full editor lands.
export function FreeformImageFieldEditor({ id, field }: FieldEditorProps<FreeformImageField>) {
  return <p id={id}>{field.label}</p>;
}
