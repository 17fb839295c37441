'use client';

import type { ColourField } from '@/components/blocks/shared/descriptor';
import { colourChoices, type Colour } from '@/lib/content/schemas';
import { ChoiceGroup, type Choice } from '@/editor/ui/choice-group';
import { asRecord } from './field-values';
import { colourHex, fontColourFor } from './font-colour';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

const none = 'none';

/** 'blue-200' reads as 'Blue 200'. */
export const colourName = (colour: Colour) => colour.charAt(0).toUpperCase() + colour.slice(1).replace(/-/g, ' ');

function storedColour(value: unknown, shape: ColourField['shape']): Colour | undefined {
  const name = shape === 'plain' ? value : asRecord(value).value;
  return colourChoices.find((colour) => colour === name);
}

/** One of the twelve colours (or none), shown as named swatches. */
export function ColourFieldEditor({ id, field, value, onChange }: FieldEditorProps<ColourField>) {
  const colours = field.choices ?? colourChoices;
  const choices: Choice<Colour | typeof none>[] = [
    { value: none, label: 'No colour', visual: <span className={`${styles.swatch} ${styles.swatchNone}`} /> },
    ...colours.map((colour) => ({
      value: colour,
      label: colourName(colour),
      visual: <span className={`${styles.swatch} ${colour === 'transparent' ? styles.swatchNone : ''}`} style={{ background: colour === 'transparent' ? undefined : colourHex[colour] }} />,
    })),
  ];
  const choose = (choice: Colour | typeof none) => {
    if (choice === none) onChange(undefined);
    else onChange(field.shape === 'plain' ? choice : { value: choice, fontColour: fontColourFor(choice) });
  };
  return (
    <ChoiceGroup id={id} legend={field.label} help={field.help} choices={choices} value={storedColour(value, field.shape) ?? none} onChange={choose} />
  );
}
