'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CrisisContact } from '@/lib/content/schemas';
import type { CrisisReferenceShow } from '@/lib/content/site/crisis-references';
import { useCrisisRegister } from '@/editor/settings/use-shared-settings';
import { ChoiceGroup } from '@/editor/ui/choice-group';
import styles from './fields.styles';

type Props = {
  id: string;
  domainId: string;
  /** Puts the reference where the caret was; the form closes after. */
  onInsert: (contact: CrisisContact, show: CrisisReferenceShow) => void;
  /** Closes the form without inserting; the caller puts the keyboard back in its text. */
  onClose: () => void;
};

const showChoices = [
  { value: 'both', label: 'Name and number' },
  { value: 'number', label: 'Number only' },
  { value: 'name', label: 'Name only' },
] as const satisfies readonly { value: CrisisReferenceShow; label: string }[];

export const crisisFormText = {
  heading: 'Insert crisis contact',
  contact: 'Crisis contact',
  show: 'Show',
  insert: 'Insert',
  cancel: 'Cancel',
  help: 'Visitors see the name and number as published in the register (Site settings), so a number changed there changes here too.',
  empty: 'The register has no contacts yet: add them under Crisis contacts in Site settings.',
  loading: 'Loading the register…',
};

/**
 * The small form that inserts a reference to a crisis-contact register entry at the caret (in place of any selected
 * text): the entry's name, number or both. Rich text inserts a link dialled from a phone; plain text a
 * `{{crisis:…}}` reference (lib/content/site/crisis-tokens.ts).
 */
export function CrisisContactForm({ id, domainId, onInsert, onClose }: Props) {
  const contacts = useCrisisRegister(domainId).saved;
  const [contactId, setContactId] = useState('');
  const [show, setShow] = useState<CrisisReferenceShow>('both');
  const select = useRef<HTMLSelectElement>(null);
  const chosen = contacts?.find((contact) => contact.id === contactId) ?? contacts?.[0] ?? null;
  useEffect(() => select.current?.focus(), [contacts !== null]);

  const close = onClose;
  const insert = () => {
    if (chosen) onInsert(chosen, show);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Closes this form only, not the sidebar or dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className={styles.linkForm} role="group" aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown}>
      <span id={`${id}-heading`} className={styles.note}>
        {crisisFormText.heading}
      </span>
      {contacts === null ? (
        <p className={styles.note}>{crisisFormText.loading}</p>
      ) : contacts.length === 0 ? (
        <p className={styles.note}>{crisisFormText.empty}</p>
      ) : (
        <>
          <label htmlFor={`${id}-contact`}>{crisisFormText.contact}</label>
          <select
            ref={select}
            id={`${id}-contact`}
            className={styles.select}
            value={chosen?.id ?? ''}
            aria-describedby={`${id}-help`}
            onChange={(event) => setContactId(event.target.value)}
          >
            {contacts.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.phone || contact.text ? `${contact.name} (${contact.phone || contact.text})` : contact.name}
              </option>
            ))}
          </select>
          <p id={`${id}-help`} className={styles.note}>
            {crisisFormText.help}
          </p>
          <ChoiceGroup id={`${id}-show`} legend={crisisFormText.show} choices={showChoices} value={show} onChange={setShow} layout="row" />
        </>
      )}
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={insert} disabled={!chosen}>
          {crisisFormText.insert}
        </button>
        <button type="button" className={styles.button} onClick={close}>
          {crisisFormText.cancel}
        </button>
      </div>
    </div>
  );
}
