'use client';

import type { IllustrationField } from '@/components/blocks/shared/descriptor';
import { Illustration, illustrationChoices, type IllustrationName } from '@/components/ui/illustrations';
import { ChoiceGroup } from '@/editor/ui/choice-group';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

const choices = illustrationChoices.map((name) => ({
  value: name,
  label: name.charAt(0).toUpperCase() + name.slice(1),
  visual: name === 'none' ? undefined : <Illustration name={name} className={styles.drawing} />,
}));

// Older content says 'None': names are matched without regard to case, as the block schema does.
const stored = (value: unknown) =>
  illustrationChoices.find((name) => typeof value === 'string' && name === value.trim().toLowerCase()) ?? 'none';

/** One of the nine illustrations, each shown with its drawing and its name. */
export function IllustrationFieldEditor({ id, field, value, onChange }: FieldEditorProps<IllustrationField>) {
  return (
    <ChoiceGroup<IllustrationName> id={id} legend={field.label} help={field.help} choices={choices} value={stored(value)} onChange={onChange} />
  );
}
