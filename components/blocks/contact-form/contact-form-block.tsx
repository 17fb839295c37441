import { SiteLink } from '@/components/ui/site-link';
import { formConfigErrors } from '@/lib/forms/form-config';
import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder, textOrPlaceholder } from '../shared/edit-placeholder';
import { contactFormCopy } from './contact-form-copy';
import { ContactFormLoader, ContactFormPost } from '../block-parts';
import { contactFormModel } from './contact-form-model';
import { ContactFormView } from './contact-form-view';
import type { ContactFormData } from './schema';
import styles from './contact-form.styles';

/** Editor mode: what stops the form being sent (SPEC.md §5 configuration errors), where editors cannot miss it. */
function ConfigErrors({ errors }: { errors: string[] }) {
  return (
    <div className={styles.configErrors}>
      <p>{contactFormCopy.configErrorsHeading}</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

/** Editor mode: the values visitors meet only later, or never, each clickable to edit. */
function EditorDetails({ data, path }: { data: ContactFormData; path: string }) {
  const hidden = data.fields.flatMap((field, index) => (field.hidden ? [{ field, index }] : []));
  const setting = (name: 'identifier' | 'recipient' | 'subject', title: string) => (
    <li>
      {title}: <span {...editAttributes(`${path}.${name}`, 'text')}>{textOrPlaceholder(data[name], true)}</span>
    </li>
  );
  return (
    <div className={styles.editorDetails}>
      <p>
        {contactFormCopy.successMessageLabel} <span {...editAttributes(`${path}.successMessage`, 'text')}>{textOrPlaceholder(data.successMessage, true)}</span>
      </p>
      {hidden.length ? (
        <p>
          Hidden fields:{' '}
          {hidden.map(({ field, index }) => (
            <span key={index} className={styles.hiddenField} {...editAttributes(`${path}.fields.${index}`, 'text')}>
              {field.label.trim() || field.name || <EditPlaceholder />}
            </span>
          ))}
        </p>
      ) : null}
      <ul className={styles.settings}>
        {setting('identifier', 'Identifier')}
        {setting('recipient', 'Sent to')}
        {setting('subject', 'Subject')}
        <li>
          {/* The success email editor edits three of the component's values together: its path is the component's. */}
          Confirmation email: <span {...editAttributes(path, 'text')}>{data.successEmailSubject.trim() || (data.submitterEmailField ? 'No subject yet' : 'None')}</span>
        </li>
      </ul>
    </div>
  );
}

/**
 * A contact form (SPEC.md §5 "Public form"). The server renders it as plain HTML, which can be sent without any
 * script (ContactFormPost); the live form (validation, sending, the captcha) takes over when a visitor reaches for it. In the editor every value can be clicked, submit
 * goes nowhere, and what stops the form being sent is listed above it.
 */
export function ContactFormBlock({ data, path, editing }: BlockProps<ContactFormData>) {
  const model = contactFormModel(data, path, editing);
  const configErrors = editing ? formConfigErrors(data) : [];
  const editPath = editing ? path : undefined;
  const secondaryLink = <SiteLink link={data.secondaryLink} className={styles.secondaryLink} editPath={`${path}.secondaryLink`} editing={editing} />;
  return (
    <div className={styles.block}>
      {model.titleId ? (
        <h2 id={model.titleId} className={styles.title} {...editAttributes(`${path}.title`, 'text')}>
          {textOrPlaceholder(data.title, editing)}
        </h2>
      ) : null}
      {configErrors.length ? <ConfigErrors errors={configErrors} /> : null}
      <ContactFormLoader model={model} editing={editing} secondaryLink={secondaryLink}>
        {editing ? (
          <ContactFormView model={model} editPath={editPath} secondaryLink={secondaryLink} />
        ) : (
          <ContactFormPost model={model} secondaryLink={secondaryLink} />
        )}
      </ContactFormLoader>
      {editing ? <EditorDetails data={data} path={path} /> : null}
    </div>
  );
}
