'use client';

import type { SplitLayoutField } from '@/components/blocks/shared/descriptor';
import { spacingLevels } from '@/components/ui/spacing';
import controls from '@/editor/ui/controls.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { asNumber, asRecord } from './field-values';
import { clamp } from './number-field-editor';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

// SPEC.md §5 bounds; the fallbacks are the SplitContent schema's defaults.
const width = { min: 0, max: 10, fallback: 6 };
const gap = { min: 0, max: 5, fallback: 2 };

/** A SplitContent's layout (path ''): column width, gap, reversing and matched heights. */
export function SplitLayoutFieldEditor({ id, field, value, onChange }: FieldEditorProps<SplitLayoutField>) {
  const component = asRecord(value);
  const reverse = asRecord(component.reverse);
  const widthValue = clamp(Math.round(asNumber(component.width) ?? width.fallback), width.min, width.max);
  const gapValue = clamp(Math.round(asNumber(component.gap) ?? gap.fallback), gap.min, gap.max);
  const set = (changes: Record<string, unknown>) => onChange({ ...component, ...changes });
  const whole = (text: string, bounds: typeof width) => (text === '' ? bounds.min : clamp(Math.round(Number(text)), bounds.min, bounds.max));
  const checkbox = (key: string, label: string, checked: boolean, change: (checked: boolean) => Record<string, unknown>) => (
    <label className={styles.inline} htmlFor={`${id}-${key}`}>
      <input id={`${id}-${key}`} type="checkbox" checked={checked} onChange={(event) => set(change(event.target.checked))} />
      {label}
    </label>
  );
  return (
    <fieldset className={controls.group}>
      <legend className={controls.legend}>{field.label}</legend>
      <FieldShell id={id} label="First column width">
        <input id={id} type="range" className={styles.input} min={width.min} max={width.max} step={1} value={widthValue} aria-describedby={`${id}-columns`} onChange={(event) => set({ width: whole(event.target.value, width) })} />
      </FieldShell>
      <FieldShell id={`${id}-width`} label="First column width in columns">
        <input id={`${id}-width`} type="number" className={styles.input} min={width.min} max={width.max} step={1} value={widthValue} aria-describedby={`${id}-columns`} onChange={(event) => set({ width: whole(event.target.value, width) })} />
      </FieldShell>
      <p id={`${id}-columns`} className={styles.note}>
        {widthValue} of 12 columns
      </p>
      <FieldShell id={`${id}-gap`} label="Gap between columns">
        <input id={`${id}-gap`} type="number" className={styles.input} min={gap.min} max={gap.max} step={1} value={gapValue} aria-describedby={`${id}-gap-size`} onChange={(event) => set({ gap: whole(event.target.value, gap) })} />
      </FieldShell>
      <p id={`${id}-gap-size`} className={styles.note}>
        {component.usePixelGap === true ? `Pixel gap: ${spacingLevels[gapValue]} px` : `Gap level ${gapValue} of ${gap.max}`}
      </p>
      {checkbox('pixel-gap', 'Use pixel gap', component.usePixelGap === true, (checked) => ({ usePixelGap: checked }))}
      {checkbox('reverse-desktop', 'Reverse on desktop', reverse.desktop === true, (checked) => ({ reverse: { ...reverse, desktop: checked } }))}
      {checkbox('reverse-mobile', 'Reverse on mobile', reverse.mobile === true, (checked) => ({ reverse: { ...reverse, mobile: checked } }))}
      {checkbox('match-height', 'Match height', component.matchHeight === true, (checked) => ({ matchHeight: checked }))}
    </fieldset>
  );
}
