'use client';

import type { MapAddressField } from '@/components/blocks/shared/descriptor';
import { mapDefaults } from '@/components/blocks/map-content/schema';
import { useMapsKey } from '@/components/blocks/map-content/maps-key';
import { FieldShell, helpId } from '@/editor/ui/field-shell';
import controls from '@/editor/ui/controls.styles';
import { asNumber, asRecord, asString } from './field-values';
import { clamp } from './number-field-editor';
import { PlaceSearch } from './place-search';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

const bounds = { lat: { min: -90, max: 90 }, lng: { min: -180, max: 180 } } as const;

/** Where a map points: its address text and coordinates (path '' on the component). */
export function MapAddressFieldEditor({ id, field, value, onChange }: FieldEditorProps<MapAddressField>) {
  // Place search only exists when the site has a Maps key; without one no Google script is loaded.
  const apiKey = useMapsKey();
  const component = asRecord(value);
  const set = (changes: Record<string, unknown>) => onChange({ ...component, ...changes });
  const coordinate = (axis: 'lat' | 'lng', label: string) => {
    const current = asNumber(component[axis]);
    const { min, max } = bounds[axis];
    const inputId = `${id}-${axis}`;
    return (
      <FieldShell id={inputId} label={label}>
        <input
          id={inputId}
          type="number"
          className={styles.input}
          min={min}
          max={max}
          step="any"
          value={current ?? ''}
          aria-describedby={`${inputId}-range`}
          onChange={(event) => set({ [axis]: event.target.value === '' ? undefined : asNumber(Number(event.target.value)) })}
          onBlur={() => {
            if (current !== undefined && (current < min || current > max)) set({ [axis]: clamp(current, min, max) });
          }}
        />
        <p id={`${inputId}-range`} className={styles.note}>
          From {min} to {max}
        </p>
      </FieldShell>
    );
  };
  return (
    <fieldset className={controls.group}>
      <legend className={controls.legend}>{field.label}</legend>
      {apiKey && <PlaceSearch id={`${id}-search`} apiKey={apiKey} onPlace={(place) => set(place)} />}
      <FieldShell id={id} label="Address" help={field.help}>
        <textarea id={id} className={styles.textarea} rows={3} aria-describedby={helpId(id, field.help)} value={asString(component.address)} onChange={(event) => set({ address: event.target.value })} />
      </FieldShell>
      <div className={styles.row}>
        {coordinate('lat', 'Latitude')}
        {coordinate('lng', 'Longitude')}
      </div>
      <button type="button" className={`${styles.button} ${controls.field}`} onClick={() => set({ lat: mapDefaults.lat, lng: mapDefaults.lng })}>
        Reset to default location
      </button>
    </fieldset>
  );
}
