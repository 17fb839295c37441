'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { getAtPath } from '@/lib/content/value-at-path';
import { FieldEditor } from '../fields';
import type { FieldContext } from '../fields/types';
import type { ResolvedField } from './resolve-field';
import { SidePanel } from '../ui/side-panel';
import styles from './sidebar.styles';

type Props = {
  /** The block's label (or 'Page header'). */
  title: string;
  /** The document the paths point into: the page, or the navigation or the footer. */
  document: object;
  /** Path of the component being edited; '' for the page itself. */
  componentPath: string;
  /** The value that was clicked, edited first. */
  target: ResolvedField | null;
  /** Every field of the component, the target's included. */
  fields: readonly FieldDescriptor[];
  /** Fields every component has (background colour, spacing); none for the page header. */
  commonFields: readonly FieldDescriptor[];
  context: FieldContext;
  onChange: (path: string, value: unknown) => void;
  onClose: () => void;
  /** Component operations, shown under the heading. */
  actions?: ReactNode;
  /** How the changes are kept; the page's words by default. */
  hint?: string;
};

export const pageEditHint = 'Changes show on the page as you type. Save the page to keep them; publish it to show them to visitors.';

const join = (base: string, rest: string) => (base && rest ? `${base}.${rest}` : base || rest);
export const fieldControlId = (path: string) => `edit-field-${path.replace(/[^a-zA-Z0-9_-]/g, '-') || 'root'}`;

function FieldRow({ field, path, document, context, onChange }: { field: FieldDescriptor; path: string; document: object; context: FieldContext; onChange: Props['onChange'] }) {
  return (
    <div className={styles.field} data-field-path={path}>
      <FieldEditor id={fieldControlId(path)} field={field} value={getAtPath(document, path)} onChange={(value) => onChange(path, value)} context={context} />
    </div>
  );
}

/** The sidebar editor: the clicked value first, then the component's other fields and settings; the page updates as you type. */
export function EditSidebar({ title, document, componentPath, target, fields, commonFields, context, onChange, onClose, actions, hint = pageEditHint }: Props) {
  const body = useRef<HTMLDivElement>(null);
  const focusKey = target?.valuePath ?? componentPath;
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const wanted = target ? root.querySelector<HTMLElement>(`#${CSS.escape(fieldControlId(target.valuePath))}`) : null;
    // With no value clicked (a component just added or chosen), its first field, not the actions above the fields.
    const controls = 'input, textarea, select, button, [contenteditable="true"]';
    const first =
      wanted ??
      root.querySelector<HTMLElement>(`[data-field-path] :is(${controls}):not(:disabled)`) ??
      root.querySelector<HTMLElement>(controls);
    first?.focus({ preventScroll: false });
    // Focus moves only when the selection does, never while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  // A value inside a list item is edited on its own first; its list stays among the other fields.
  const rest = fields.filter((field) => field !== target?.field);
  return (
    <SidePanel title={title} label="Edit content" narrow onClose={onClose}>
      <div ref={body}>
        {actions}
        {target && <FieldRow field={target.field} path={target.valuePath} document={document} context={context} onChange={onChange} />}
        {rest.length > 0 && (
          <details className={styles.section} open={!target}>
            <summary>{target ? 'Other fields' : 'Fields'}</summary>
            {rest.map((field) => (
              <FieldRow key={field.path} field={field} path={join(componentPath, field.path)} document={document} context={context} onChange={onChange} />
            ))}
          </details>
        )}
        {commonFields.map((field) => (
          <details key={field.kind} className={styles.section}>
            <summary>{field.label}</summary>
            <FieldRow field={field} path={join(componentPath, field.path)} document={document} context={context} onChange={onChange} />
          </details>
        ))}
        <p className={styles.hint}>{hint}</p>
      </div>
    </SidePanel>
  );
}
