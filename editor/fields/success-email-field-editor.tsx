'use client';

import { useState } from 'react';
import type { SuccessEmailField } from '@/components/blocks/shared/descriptor';
import { maxLengthOf } from '@/components/blocks/shared/text-limit';
import { fillText, placeholdersIn } from '@/lib/forms/email-template';
import { CAPTCHA_FIELD_NAME, formContentShape } from '@/lib/forms/form-config';
import { callApi } from '@/lib/api/client';
import { useFormsConfig } from '@/components/forms/forms-config';
import { FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import controls from '@/editor/ui/controls.styles';
import { asArray, asRecord, asString } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';
import { ErrorAlert } from '../ui/error-alert';
import { FieldGroup } from '@/editor/ui/field-shell';

export const SUCCESS_EMAIL_PREVIEW_PATH = 'forms/getSuccessEmailPreview';
export type SuccessEmailPreview = { html: string; flagged: boolean };

export const successEmailCopy = {
  noConfirmation: 'No confirmation email',
  preview: 'Preview',
  previewTitle: 'Success email preview',
  flagged: 'This preview contains the word "error". Check the email text before publishing.',
  previewFailed: 'The preview could not be made.',
  repeatLegend: 'Answers the email may repeat',
  repeatHelp:
    'The email goes to whatever address a visitor types, so it repeats only the answers you tick here, each cut to 100 characters. Tick short, expected answers such as a first name; never a message box.',
  needsCaptcha: 'Visitors get this email only from a form with a captcha: add a Captcha field to the form.',
  noCaptcha: 'This site has no captcha set up, so visitors get no confirmation email.',
} as const;

const limits = {
  subject: maxLengthOf(formContentShape.successEmailSubject),
  text: maxLengthOf(formContentShape.successEmailText),
};

const unique = (names: string[]) => [...new Set(names.filter(Boolean))];

function placeholderHelp(names: readonly string[]): string {
  if (!names.length) return 'Tick an answer below to put what a visitor entered into the email.';
  return `Put what a visitor entered into the email by writing a field's name like this: ${names.map((name) => `\${${name}}`).join(', ')}.`;
}

/**
 * The form success email editor (SPEC.md §2): the confirmation a visitor gets, its subject and text with
 * `${fieldName}` placeholders, which field holds the visitor's address, and a preview made by the server with
 * each placeholder filled with its own name (SPEC.md §5). The preview is shown in a sandboxed frame: no script,
 * no form, no link of it can act on the editor.
 */
export function SuccessEmailFieldEditor({ id, field, value, onChange }: FieldEditorProps<SuccessEmailField>) {
  const component = asRecord(value);
  const set = (changes: Record<string, string | string[]>) => onChange({ ...component, ...changes });
  const { recaptchaSiteKey } = useFormsConfig();
  const formFields = asArray(component.fields).map(asRecord);
  const nameOf = (formField: Record<string, unknown>) => asString(formField.name).trim();
  const names = field.fixedFieldNames
    ? [...field.fixedFieldNames]
    : unique(formFields.filter((formField) => formField.type !== 'captcha').map(nameOf)).filter((name) => name !== CAPTCHA_FIELD_NAME);
  const emailFields = field.fixedFieldNames ? [...field.fixedFieldNames] : unique(formFields.filter((formField) => formField.type === 'email').map(nameOf));
  const subject = asString(component.successEmailSubject);
  const text = asString(component.successEmailText);
  const submitter = asString(component.submitterEmailField);
  const repeated = asArray(component.successEmailFields).map(asString).filter((name) => names.includes(name));
  const used = placeholdersIn(`${subject}\n${text}`);
  const unknown = used.filter((name) => !names.includes(name));
  const notRepeated = used.filter((name) => names.includes(name) && !repeated.includes(name));
  // A form with built-in fields (the workshop form) shows the captcha itself whenever the site has keys.
  const hasCaptcha = field.fixedFieldNames !== undefined || formFields.some((formField) => formField.type === 'captcha');
  const captchaNote = !recaptchaSiteKey ? successEmailCopy.noCaptcha : hasCaptcha ? null : successEmailCopy.needsCaptcha;
  const toggleRepeated = (name: string, on: boolean) =>
    set({ successEmailFields: on ? names.filter((other) => other === name || repeated.includes(other)) : repeated.filter((other) => other !== name) });

  const [preview, setPreview] = useState<SuccessEmailPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Filled as the email will be: only the ticked answers.
  const values = Object.fromEntries(repeated.map((name) => [name, name]));
  const showPreview = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setPreview(await callApi<SuccessEmailPreview>(SUCCESS_EMAIL_PREVIEW_PATH, { body: { text, values } }));
    } catch (error) {
      setPreview(null);
      setProblem(error instanceof Error && error.message ? error.message : successEmailCopy.previewFailed);
    } finally {
      setBusy(false);
    }
  };

  // The editor's id sits on the component's own path, as the component's top-level fields' ids do: a suffix of
  // their own keeps these apart from the component's 'subject' field.
  const subjectId = `${id}-success-subject`;
  const textId = `${id}-success-text`;
  const submitterId = `${id}-success-submitter`;
  const textHelp = placeholderHelp(repeated);
  const repeatHelpId = `${id}-repeat-help`;
  const submitterHelp = 'The confirmation goes to the address the visitor gives in this field.';
  return (
    <FieldGroup id={id} focusable className={styles.focusTarget} legend={field.label} help={field.help}>
      {captchaNote && (
        <p id={`${id}-captcha-note`} className={styles.warning}>
          {captchaNote}
        </p>
      )}
      <FieldShell id={submitterId} label="Send to the address in" help={submitterHelp}>
        <select id={submitterId} className={styles.select} value={submitter} aria-describedby={helpId(submitterId, submitterHelp)} onChange={(event) => set({ submitterEmailField: event.target.value })}>
          <option value="">{successEmailCopy.noConfirmation}</option>
          {emailFields.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {submitter && !emailFields.includes(submitter) && <option value={submitter}>{`${submitter} (not an email field)`}</option>}
        </select>
      </FieldShell>
      <FieldShell id={subjectId} label="Subject">
        <input id={subjectId} type="text" className={styles.input} value={subject} maxLength={limits.subject} onChange={(event) => set({ successEmailSubject: event.target.value })} />
      </FieldShell>
      <FieldShell id={textId} label="Text" help={textHelp}>
        <textarea
          id={textId}
          className={styles.textarea}
          rows={8}
          value={text}
          maxLength={limits.text}
          aria-describedby={describedBy(helpId(textId, textHelp), unknown.length > 0 && `${textId}-unknown`, notRepeated.length > 0 && `${textId}-not-repeated`)}
          onChange={(event) => set({ successEmailText: event.target.value })}
        />
      </FieldShell>
      {unknown.length > 0 && (
        <p id={`${textId}-unknown`} className={styles.warning}>
          {`No field is named ${unknown.join(', ')}: ${unknown.length > 1 ? 'these stay' : 'it stays'} empty in the email.`}
        </p>
      )}
      {notRepeated.length > 0 && (
        <p id={`${textId}-not-repeated`} className={styles.warning}>
          {`${notRepeated.join(', ')} ${notRepeated.length > 1 ? 'are' : 'is'} not ticked below: ${notRepeated.length > 1 ? 'these stay' : 'it stays'} empty in the email.`}
        </p>
      )}
      {names.length > 0 && (
        <fieldset className={controls.group} aria-describedby={repeatHelpId}>
          <legend className={controls.legend}>{successEmailCopy.repeatLegend}</legend>
          <p id={repeatHelpId} className={controls.help}>
            {successEmailCopy.repeatHelp}
          </p>
          {names.map((name) => (
            <label key={name} className={styles.inline}>
              <input type="checkbox" checked={repeated.includes(name)} onChange={(event) => toggleRepeated(name, event.target.checked)} />
              {name}
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className={`${styles.button} ${controls.field}`} disabled={busy} aria-busy={busy || undefined} onClick={showPreview}>
        {successEmailCopy.preview}
      </button>
      <ErrorAlert message={problem} className={styles.error} />
      {preview && (
        <>
          {preview.flagged && (
            <p role="alert" className={styles.warning}>
              {successEmailCopy.flagged}
            </p>
          )}
          {subject && <p className={styles.subjectLine}>Subject: {fillText(subject, values)}</p>}
          <iframe title={successEmailCopy.previewTitle} className={styles.preview} sandbox="" srcDoc={preview.html} />
        </>
      )}
    </FieldGroup>
  );
}
