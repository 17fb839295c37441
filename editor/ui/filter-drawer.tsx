'use client';
// The right-hand filter drawer of the dashboard's list views: each filter a labelled control, applied as it
// changes, and a button that clears them all. A view describes its filters; the drawer lays them out.
import { useId } from 'react';
import styles from './data-view.styles';

/** The filters the drawer edits: those whose value is text, '' meaning no filter (a view may keep others). */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

type Common<F> = { name: TextKeys<F>; label: string; help?: string };

export type FilterField<F> = Common<F> &
  (
    | { kind: 'text' }
    | { kind: 'select'; options: readonly { value: string; label: string }[]; anyLabel: string }
    | { kind: 'number'; min: number; max: number; step: number }
    /** A day; `from`/`to` name the other end of its range, so the browser's picker cannot cross it. */
    | { kind: 'date'; from?: TextKeys<F>; to?: TextKeys<F> }
  );

type Props<F> = {
  id: string;
  open: boolean;
  title: string;
  clearLabel: string;
  fields: readonly FilterField<F>[];
  filters: F;
  onChange: <K extends keyof F>(key: K, value: F[K]) => void;
  onClear: () => void;
};

export function FilterDrawer<F>({ id, open, title, clearLabel, fields, filters, onChange, onClear }: Props<F>) {
  const base = useId();
  const headingId = `${base}-heading`;
  return (
    <section id={id} className={styles.drawer} aria-labelledby={headingId} hidden={!open}>
      <h3 id={headingId} className={styles.drawerTitle}>
        {title}
      </h3>
      {fields.map((field) => {
        const controlId = `${base}-${field.name}`;
        const helpId = field.help ? `${controlId}-help` : undefined;
        const common = {
          id: controlId,
          className: styles.control,
          value: filters[field.name] as string,
          'aria-describedby': helpId,
          onChange: (event: { target: { value: string } }) => onChange(field.name, event.target.value as F[typeof field.name]),
        };
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={controlId} className={styles.label}>
              {field.label}
            </label>
            {field.kind === 'text' && <input {...common} type="text" autoComplete="off" />}
            {field.kind === 'number' && <input {...common} type="number" min={field.min} max={field.max} step={field.step} inputMode="decimal" />}
            {field.kind === 'date' && (
              <input {...common} type="date" min={(field.from && (filters[field.from] as string)) || undefined} max={(field.to && (filters[field.to] as string)) || undefined} />
            )}
            {field.kind === 'select' && (
              <select {...common}>
                <option value="">{field.anyLabel}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
            {field.help && (
              <p id={helpId} className={styles.help}>
                {field.help}
              </p>
            )}
          </div>
        );
      })}
      <button type="button" className={styles.button} onClick={onClear}>
        {clearLabel}
      </button>
    </section>
  );
}
