'use client';

import type { ReactNode } from 'react';
import styles from './controls.styles';

/** The id of a field's help text, when it has one (for aria-describedby). */
export const helpId = (id: string, help: string | undefined) => (help ? `${id}-help` : undefined);

/** Joins the ids of the texts that describe a control; undefined rather than an empty attribute. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The id of a field's error message, when it has one (for aria-describedby). */
export const errorId = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

type Props = { id: string; label: string; help?: string; error?: string; children: ReactNode };

/**
 * The one labelled field of the editor (sidebar, panels, dialogs): a visible label tied to the control whose id is
 * `id`, the control, its help and its error message (the control names both in aria-describedby).
 */
export function FieldShell({ id, label, help, error, children }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {help && (
        <p id={helpId(id, help)} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={errorId(id, error)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** How much of a length limit is used; referenced by the control's aria-describedby. */
export function CharacterCount({ id, count, max }: { id: string; count: number; max: number }) {
  return (
    <p id={id} className={`${styles.count} ${count > max ? styles.countOver : ''}`}>
      {count} of {max} characters
    </p>
  );
}

type GroupProps = {
  legend: string;
  help?: string;
  /** The group's id, which the sidebar focuses (with `focusable`) and from which its help's id is made. */
  id: string;
  /** The group itself takes focus when the sidebar opens on it (tabIndex -1). */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The one group of controls under a legend (a field editor with several controls): the legend, its help (which the
 * fieldset names in aria-describedby) and the controls.
 */
export function FieldGroup({ id, legend, help, focusable = false, className, children }: GroupProps) {
  return (
    <fieldset
      id={id}
      tabIndex={focusable ? -1 : undefined}
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-describedby={helpId(id, help)}
    >
      <legend className={styles.legend}>{legend}</legend>
      {help && (
        <p id={helpId(id, help)} className={styles.help}>
          {help}
        </p>
      )}
      {children}
    </fieldset>
  );
}
