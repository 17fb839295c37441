'use client';

import type { LinkField } from '@/components/blocks/shared/descriptor';
import type { FieldEditorProps } from './types';

// Placeholder until the full editor lands.
export function LinkFieldEditor({ id, field }: FieldEditorProps<LinkField>) {
  return <p id={id}>{field.label}</p>;
}
