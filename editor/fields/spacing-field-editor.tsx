'use client';

import type { SpacingField } from '@/components/blocks/shared/descriptor';
import { spacingLevels } from '@/components/ui/spacing';
import controls from '@/editor/ui/controls.module.css';
import { asNumber, asRecord } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.module.css';

// SPEC.md §9: an unset margin bottom means level 2, every other unset side level 0.
const sides = [
  { key: 'marginTop', label: 'Margin top', fallback: 0 },
  { key: 'marginBottom', label: 'Margin bottom', fallback: 2 },
  { key: 'paddingTop', label: 'Padding top', fallback: 0 },
  { key: 'paddingBottom', label: 'Padding bottom', fallback: 0 },
] as const;
const sizes = ['Small', 'Medium', 'Large'] as const;

const levelLabel = (level: number) => (level === 0 ? '0 (none)' : `${level} (${spacingLevels[level]} px)`);

/** The twelve spacing levels of a component (path ''): one select per side and screen size. */
export function SpacingFieldEditor({ id, field, value, onChange }: FieldEditorProps<SpacingField>) {
  const component = asRecord(value);
  const choose = (name: string, choice: string) => {
    const { [name]: _previous, ...rest } = component;
    onChange(choice === '' ? rest : { ...rest, [name]: Number(choice) });
  };
  return (
    <fieldset className={controls.group} aria-describedby={field.help ? `${id}-help` : undefined}>
      <legend className={controls.legend}>{field.label}</legend>
      {field.help && <p id={`${id}-help`} className={controls.help}>{field.help}</p>}
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            {sizes.map((size) => (
              <th key={size} id={`${id}-${size}`} scope="col">
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sides.map((side, row) => (
            <tr key={side.key}>
              <th id={`${id}-${side.key}`} scope="row">
                {side.label}
              </th>
              {sizes.map((size, column) => {
                const name = `${side.key}${size}`;
                const level = asNumber(component[name]);
                return (
                  <td key={size}>
                    <select
                      id={row === 0 && column === 0 ? id : `${id}-${name}`}
                      className={styles.select}
                      aria-labelledby={`${id}-${side.key} ${id}-${size}`}
                      value={level === undefined ? '' : String(level)}
                      onChange={(event) => choose(name, event.target.value)}
                    >
                      <option value="">Default ({spacingLevels[side.fallback]} px)</option>
                      {spacingLevels.map((_px, option) => (
                        <option key={option} value={option}>
                          {levelLabel(option)}
                        </option>
                      ))}
                    </select>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
