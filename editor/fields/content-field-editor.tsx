'use client';

import type { ContentField } from '@/components/blocks/shared/descriptor';
import { descriptorFor } from '@/components/blocks/definitions';
import controls from '@/editor/ui/controls.styles';
import { asArray, asRecord, asString, joinPath } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';
import { FieldGroup } from '@/editor/ui/field-shell';

/** The picker's name for a component type, or the type itself when no block is registered for it. */
export const componentLabel = (componentType: string) => descriptorFor(componentType)?.label ?? (componentType || 'Unknown component');

/**
 * The components inside a content list. They are edited on the page itself: this lists them, selects
 * one for editing, and opens the block picker to add another at the end.
 */
export function ContentFieldEditor({ id, field, value, context }: FieldEditorProps<ContentField>) {
  const children = asArray(value);
  const listPath = joinPath(context.componentPath, field.path);
  const full = field.max !== undefined && children.length >= field.max;
  return (
    <FieldGroup id={id} focusable className={styles.focusTarget} legend={field.label} help={field.help}>
      {children.length === 0 ? (
        <p className={controls.help}>No components yet.</p>
      ) : (
        <ol className={styles.list}>
          {children.map((child, index) => {
            const label = componentLabel(asString(asRecord(child).componentType));
            return (
              <li key={asString(asRecord(child).key) || index} className={`${styles.item} ${styles.childRow}`}>
                <span>
                  {index + 1}. {label}
                </span>
                <button type="button" className={styles.button} aria-label={`Edit: ${index + 1}. ${label}`} onClick={() => context.selectComponent(joinPath(listPath, String(index)))}>
                  Edit
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className={`${styles.button} ${controls.field}`} disabled={full} onClick={() => context.addComponent(listPath, children.length)}>
        Add component
      </button>
    </FieldGroup>
  );
}
