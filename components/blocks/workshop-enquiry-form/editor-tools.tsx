// What editors see above the form: where enquiries go, what stops the form being sent, and the two links that
// open this component's settings in the sidebar.
import { editAttributes } from '../shared/edit-attributes';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import { enquiryCopy } from './enquiry-copy';
import type { EnquiryFormProps } from './enquiry-types';
import styles from './workshop-enquiry-form.styles';

/**
 * The success email field edits the component itself (subject, text with ${fieldName} placeholders and the
 * submitter's email field together), hence the component's own path, as the map address does.
 */
const successEmailKind = 'text';

type Props = Pick<EnquiryFormProps, 'path' | 'recipient' | 'subject' | 'configErrors'>;

export function EditorTools({ path, recipient, subject, configErrors }: Props) {
  return (
    <div className={styles.editorTools}>
      <dl className={styles.config}>
        <div>
          <dt>{enquiryCopy.sendsTo}</dt>
          <dd {...editAttributes(`${path}.recipient`, 'text')}>{textOrPlaceholder(recipient, true)}</dd>
        </div>
        <div>
          <dt>{enquiryCopy.subject}</dt>
          <dd {...editAttributes(`${path}.subject`, 'text')}>{textOrPlaceholder(subject, true)}</dd>
        </div>
      </dl>
      {configErrors.length ? (
        <ul className={styles.configErrors}>
          {configErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.editorLinks}>
        <button type="button" className={styles.linkButton} {...editAttributes(`${path}.recipient`, 'text')}>
          {enquiryCopy.editFormConfig}
        </button>
        <button type="button" className={styles.linkButton} {...editAttributes(path, successEmailKind)}>
          {enquiryCopy.editSuccessEmail}
        </button>
      </div>
    </div>
  );
}
