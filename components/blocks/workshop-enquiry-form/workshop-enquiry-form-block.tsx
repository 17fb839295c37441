import { CONFIG_ERRORS } from '@/lib/forms/form-config';
import type { BlockProps } from '../types';
import { domId } from '../shared/dom-id';
import { editAttributes } from '../shared/edit-attributes';
import { enquiryCopy } from './enquiry-copy';
import { EnquiryFormView } from './enquiry-form-view';
import { EnquiryLoader, EnquiryPost } from '../block-parts';
import type { EnquiryFormProps } from './enquiry-types';
import type { WorkshopEnquiryFormData } from './schema';
import styles from './workshop-enquiry-form.styles';

/** SPEC.md §5: what stops this form being sent (its fields are fixed, so only where it goes can be missing). */
export function enquiryConfigErrors(data: Pick<WorkshopEnquiryFormData, 'recipient' | 'subject'>): string[] {
  const errors: string[] = [];
  if (!data.recipient.trim()) errors.push(CONFIG_ERRORS.recipient);
  if (!data.subject.trim()) errors.push(CONFIG_ERRORS.subject);
  return errors;
}

/**
 * The two-step training enquiry form (SPEC.md §2). The server renders it as it first appears, which works
 * without any script (EnquiryPost); the live form takes over when a visitor reaches for it. A form that cannot be sent shows visitors one plain sentence instead,
 * and editors the form with what is missing.
 */
export function WorkshopEnquiryFormBlock({ data, path, editing }: BlockProps<WorkshopEnquiryFormData>) {
  const configErrors = enquiryConfigErrors(data);
  if (!editing && configErrors.length) {
    const hasTitle = data.title.trim() !== '';
    const titleId = domId(path, 'enquiry-title');
    return (
      <section
        className={styles.form}
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : enquiryCopy.defaultName}
      >
        {hasTitle ? (
          <h2 id={titleId} className={styles.title} {...editAttributes(`${path}.title`, 'text')}>
            {data.title}
          </h2>
        ) : null}
        <p className={styles.unavailable}>{enquiryCopy.unavailable}</p>
      </section>
    );
  }
  const props: Omit<EnquiryFormProps, 'start'> = {
    path,
    editing,
    componentKey: data.key,
    title: data.title,
    primaryButtonText: data.primaryButtonText,
    // Where enquiries go is for editors' eyes: visitors' pages never carry staff addresses.
    recipient: editing ? data.recipient : '',
    subject: editing ? data.subject : '',
    configErrors,
  };
  return (
    <EnquiryLoader props={props}>
      {editing ? (
        <EnquiryFormView {...props} step={1} status="idle" myselfOrg="" errors={{}} failure={null} control={(name) => ({ name })} live={false} />
      ) : (
        <EnquiryPost {...props} />
      )}
    </EnquiryLoader>
  );
}
