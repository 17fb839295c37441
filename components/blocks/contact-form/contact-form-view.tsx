import type { FormEventHandler, ReactNode, Ref } from 'react';
import { cx } from '@/components/ui/class-names';
import { editAttributes } from '../shared/edit-attributes';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import { contactFormCopy } from './contact-form-copy';
import type { ContactFormModel, FormFieldModel } from './contact-form-model';
import { FormFieldView } from './form-field-view';
import type { PostedForm } from './posted-form';
import styles from './contact-form.styles';

export type FormStatus = 'idle' | 'loading' | 'success' | 'error';

type Props = {
  model: ContactFormModel;
  /** The component's path while editing (every value becomes clickable); undefined for visitors. */
  editPath?: string;
  /** Draws each field; by default as plain HTML, which the live form replaces with bound controls. */
  renderField?: (field: FormFieldModel) => ReactNode;
  status?: FormStatus;
  /** SPEC.md §8: the server's message, and its field messages that no shown field can hold. */
  failure?: { message: string; others: string[] } | null;
  secondaryLink?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** Where the server's rendering posts without its script (ContactFormPost), and what that post came back with. */
  action?: (data: FormData) => void;
  posted?: PostedForm;
  /** Hidden inputs that say which form this is, sent with a post without the script. */
  place?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Any edit in the form, typed or ticked (bubbling change events). */
  onChange?: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
};

/**
 * The contact form's markup, the same for the server's first rendering, the live form and the editor, so nothing
 * moves when the live form takes over.
 */
export function ContactFormView({ model, editPath, renderField, status: liveStatus = 'idle', failure: liveFailure, secondaryLink, formRef, onSubmit, onChange, onFocus, action, posted, place }: Props) {
  const editing = editPath !== undefined;
  const blockedId = `${model.formId}-unavailable`;
  const blocked = model.blocked && !editing;
  const refused = posted && !posted.ok ? posted : null;
  const status = posted?.ok ? 'success' : liveStatus;
  const failure = liveFailure ?? (refused && { message: refused.message, others: refused.others });
  const loading = status === 'loading';
  const draw =
    renderField ??
    ((field: FormFieldModel) => (
      <FormFieldView key={field.key} field={field} formId={model.formId} editPath={editPath} initial={refused?.values[field.key]} error={refused?.fields[field.key]} />
    ));
  return (
    // POST: the server's rendering, sent before or without the script, goes to the page itself (`action`), and
    // what a visitor typed stays out of the address bar and server logs.
    <form
      id={model.formId}
      ref={formRef}
      className={styles.form}
      action={action}
      method={action ? undefined : 'post'}
      noValidate
      aria-labelledby={model.titleId}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      onInput={onFocus}
    >
      {place}
      <div
        className={cx(styles.grid, editing && !model.fields.length && 'cs-edit-empty')}
        {...(editing ? editAttributes(`${editPath}.fields`, 'list') : {})}
      >
        {model.fields.map(draw)}
      </div>
      {failure ? (
        <div className={styles.failure} role="alert">
          <p>{failure.message}</p>
          {failure.others.length ? (
            <ul>
              {failure.others.map((message, position) => (
                <li key={position}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {blocked ? (
        <p id={blockedId} className={styles.unavailable}>
          {contactFormCopy.unavailable}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={cx('cs-button', styles.submit)}
          disabled={loading || blocked}
          aria-busy={loading || undefined}
          // Sent: nothing to send again until a field is edited. Not `disabled`, which would drop the focus.
          aria-disabled={status === 'success' || undefined}
          aria-describedby={blocked ? blockedId : undefined}
          {...(editing ? editAttributes(`${editPath}.primaryButtonText`, 'text') : {})}
        >
          {status === 'success' ? contactFormCopy.success : textOrPlaceholder(model.primaryButtonText, editing)}
        </button>
        {secondaryLink}
      </div>
      <p className={cx(styles.status, status === 'success' && styles.statusShown)} role="status">
        {status === 'success' ? model.successMessage : ''}
      </p>
    </form>
  );
}
