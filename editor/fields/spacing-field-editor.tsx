'use client';

import type { SpacingField } from '@/components/blocks/shared/descriptor';
import { spacingLevels, spacingSides } from '@/components/ui/spacing';
import { asNumber, asRecord } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';
import { FieldGroup } from '@/editor/ui/field-shell';

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
    <FieldGroup id={`${id}-group`} legend={field.label} help={field.help}>
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
          {spacingSides.map((side, row) => (
            <tr key={side.field}>
              <th id={`${id}-${side.field}`} scope="row">
                {side.label}
              </th>
              {sizes.map((size, column) => {
                const name = `${side.field}${size}`;
                const level = asNumber(component[name]);
                return (
                  <td key={size}>
                    <select
                      id={row === 0 && column === 0 ? id : `${id}-${name}`}
                      className={styles.select}
                      aria-labelledby={`${id}-${side.field} ${id}-${size}`}
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
    </FieldGroup>
  );
}
