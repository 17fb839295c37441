import { MAX_RETENTION_DAYS } from '@/lib/forms/privacy-settings';
import type { FieldDescriptor } from './descriptor';

/** The privacy settings both form blocks offer (lib/forms/privacy-settings.ts). */
export const formPrivacyFields: readonly FieldDescriptor[] = [
  {
    path: 'notifyWithoutContents',
    kind: 'checkbox',
    label: 'Notify without contents',
    help: 'The email to the recipient says only that a submission arrived, on which page and when. Staff read it in Dashboard → Form Submissions.',
  },
  {
    path: 'deleteAfterDays',
    kind: 'number',
    label: 'Delete submissions after (days)',
    help: 'Submissions of this form are deleted this many days after they arrive. Leave empty or 0 to keep them.',
    min: 0,
    max: MAX_RETENTION_DAYS,
  },
];
