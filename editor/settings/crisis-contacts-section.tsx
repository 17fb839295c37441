'use client';

import { useId, useRef, type ReactNode } from 'react';
import { contactIdFromName, describeCheckDate, localDay, needsCheck } from '@/lib/content/site/crisis-contacts';
import { CrisisContactSchema, type CrisisContact } from '@/lib/content/schemas';
import { AddNameInput } from './add-name-input';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';
import { ErrorAlert } from '../ui/error-alert';

export const CRISIS_CONTACTS_HEADING = 'Crisis contacts';
export const CRISIS_CONTACTS_HELP =
  'The helplines the header and Emergency Contact blocks can show. Change a number here once: after you save and publish the site settings, it changes everywhere it is used. Check each number at least every 90 days.';
export const NO_CRISIS_CONTACTS = 'No crisis contacts yet.';
export const ADD_CONTACT = 'Add contact';
export const NEW_CONTACT_LABEL = 'New contact name';
export const MARK_CHECKED = 'Mark checked today';
export const REMOVE_CONTACT_CONFIRM = 'Remove this crisis contact? Links that use it go back to the number typed in them.';
export const removeContactLabel = (name: string) => `Remove ${name || 'contact'}`;

type TextKey = 'name' | 'phone' | 'text' | 'hours' | 'region' | 'lastCheckedBy';
const textFields: readonly { key: TextKey; label: string; max: number; type?: 'tel' }[] = [
  { key: 'name', label: 'Name', max: 120 },
  { key: 'phone', label: 'Phone', max: 40, type: 'tel' },
  { key: 'text', label: 'Text number', max: 40, type: 'tel' },
  { key: 'hours', label: 'Hours', max: 120 },
  { key: 'region', label: 'Region', max: 120 },
];

type Props = {
  contacts: readonly CrisisContact[];
  onChange: (contacts: CrisisContact[]) => void;
  /** The server's word on single values, keyed 'siteSettings.crisisContacts.<row>.<field>'. */
  fieldErrors: Record<string, string>;
  /** Who 'Mark checked today' names as the checker: the signed-in user. */
  userName: string;
  disabled?: boolean;
  /** Today as 'yyyy-MM-dd' (tests fix it). */
  today?: string;
};

/**
 * The domain's crisis-contact register: one group of fields per helpline, a 'Mark checked today' button that
 * records the check, added by name (its id follows from the name and never changes) and removed after a question.
 */
export function CrisisContactsSection({ contacts, onChange, fieldErrors, userName, disabled = false, today }: Props) {
  const id = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const day = today ?? localDay(new Date());
  const listError = fieldErrors['siteSettings.crisisContacts'];

  const update = (index: number, contact: CrisisContact) => onChange(contacts.map((old, position) => (position === index ? contact : old)));
  const add = (name: string) => {
    const contact = CrisisContactSchema.parse({ id: contactIdFromName(name, contacts.map((c) => c.id)), name });
    onChange([...contacts, contact]);
    window.requestAnimationFrame(() => document.getElementById(`${id}-${contacts.length}-phone`)?.focus());
  };
  const remove = (index: number) => {
    if (!window.confirm(REMOVE_CONTACT_CONFIRM)) return;
    onChange(contacts.filter((_contact, position) => position !== index));
    addInput.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{CRISIS_CONTACTS_HEADING}</h3>
      <p className={styles.note}>{CRISIS_CONTACTS_HELP}</p>
      <ErrorAlert message={listError} className={styles.error} />
      {contacts.length === 0 ? (
        <p className={styles.note}>{NO_CRISIS_CONTACTS}</p>
      ) : (
        <ol className={settingsStyles.rows}>
          {contacts.map((contact, index) => {
            const rowId = `${id}-${index}`;
            const errorOf = (field: string) => fieldErrors[`siteSettings.crisisContacts.${index}.${field}`];
            const field = (key: TextKey | 'notes' | 'lastCheckedAt', label: string, control: (props: ControlProps) => ReactNode) => {
              const error = errorOf(key);
              const controlId = `${rowId}-${key}`;
              return (
                <div className={settingsStyles.rowField} key={key}>
                  <label className={styles.label} htmlFor={controlId}>
                    {label}
                  </label>
                  {control({ id: controlId, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${controlId}-error` : undefined, disabled })}
                  {error && (
                    <p id={`${controlId}-error`} className={styles.error}>
                      {error}
                    </p>
                  )}
                </div>
              );
            };
            const text = (key: TextKey, label: string, max: number, type?: 'tel') =>
              field(key, label, (props) => (
                <input {...props} className={styles.input} type={type ?? 'text'} value={contact[key]} maxLength={max} autoComplete="off" onChange={(event) => update(index, { ...contact, [key]: event.target.value })} />
              ));
            const overdue = needsCheck(contact, day);
            return (
              <li key={contact.id}>
                <fieldset className={settingsStyles.row}>
                  <legend className={settingsStyles.rowLegend}>{contact.name.trim() || `Contact ${index + 1}`}</legend>
                  <p className={styles.note}>
                    Id: <code>{contact.id}</code>
                    {overdue ? ` · Needs checking (${describeCheckDate(contact.lastCheckedAt)})` : ''}
                  </p>
                  {textFields.map(({ key, label, max, type }) => text(key, label, max, type))}
                  {field('notes', 'Notes', (props) => (
                    <textarea {...props} className={settingsStyles.textarea} value={contact.notes} maxLength={500} onChange={(event) => update(index, { ...contact, notes: event.target.value })} />
                  ))}
                  {field('lastCheckedAt', 'Last checked', (props) => (
                    <input {...props} className={styles.input} type="date" value={contact.lastCheckedAt} onChange={(event) => update(index, { ...contact, lastCheckedAt: event.target.value })} />
                  ))}
                  {text('lastCheckedBy', 'Checked by', 120)}
                  <div className={styles.actions}>
                    <button type="button" className={styles.button} disabled={disabled} onClick={() => update(index, { ...contact, lastCheckedAt: day, lastCheckedBy: userName })}>
                      {MARK_CHECKED}
                      <span className="cs-visually-hidden">: {contact.name}</span>
                    </button>
                    <button type="button" className={styles.button} disabled={disabled} onClick={() => remove(index)}>
                      {removeContactLabel(contact.name.trim())}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <AddNameInput
        label={NEW_CONTACT_LABEL}
        buttonText={ADD_CONTACT}
        maxLength={120}
        disabled={disabled || contacts.length >= 30}
        inputRef={addInput}
        check={(name) => (name ? null : 'Type the contact’s name first, e.g. Lifeline.')}
        onAdd={add}
      />
    </section>
  );
}

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; disabled: boolean };
