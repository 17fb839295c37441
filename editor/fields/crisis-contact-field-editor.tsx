'use client';

import type { CrisisContactField } from '@/components/blocks/shared/descriptor';
import { useCrisisRegister } from '@/editor/settings/use-shared-settings';
import { FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import { asString } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

export const NO_CONTACT_LABEL = 'None (type the number)';
const HELP =
  'A contact from the register in Site settings: visitors see its name and number as published there, so a number changed in the register changes here too.';

/**
 * Picks a crisis-contact register entry by id, or none (then the typed number is used). An id the register no
 * longer has stays selected and is named as missing, so the editor can see why the typed number shows.
 */
export function CrisisContactFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<CrisisContactField>) {
  const current = asString(value);
  const contacts = useCrisisRegister(context.domainId).saved;
  const missing = Boolean(current) && contacts !== null && !contacts.some((contact) => contact.id === current);
  const noteId = `${id}-note`;
  return (
    <FieldShell id={id} label={field.label} help={field.help ?? HELP}>
      <select
        id={id}
        className={styles.select}
        value={current}
        aria-describedby={describedBy(helpId(id, field.help ?? HELP), missing && noteId)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{NO_CONTACT_LABEL}</option>
        {(contacts ?? []).map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contact.phone ? `${contact.name} (${contact.phone})` : contact.name}
          </option>
        ))}
        {current && (contacts === null || missing) && <option value={current}>{contacts === null ? current : `${current} (not in the register)`}</option>}
      </select>
      {missing && (
        <p id={noteId} className={styles.note}>
          The register has no contact with this id: visitors see the number typed here.
        </p>
      )}
    </FieldShell>
  );
}
