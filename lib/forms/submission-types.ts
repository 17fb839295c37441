// A stored form submission (SPEC.md §3 "Form submission": settings, form, createdAt) and what the dashboard
// reads of it. Stored in `formSubmissions` before any email is sent; each delivery (the staff notification,
// the visitor's confirmation, the CRM lead) is tracked on the submission and retried from there.

export type FormKind = 'contact' | 'workshopEnquiry';

export type DeliveryState = 'pending' | 'sent' | 'failed';

export type Delivery = {
  state: DeliveryState;
  attempts: number;
  /** ISO time of the next attempt while pending. */
  nextAttemptAt: string | null;
  /** A server working on it holds it until then (several servers may retry). */
  leaseUntil?: string | null;
  /** Which attempt holds the lease: only that attempt may record the outcome. */
  leaseId?: string | null;
  lastError?: string | null;
  sentAt?: string | null;
};

export type SubmissionSettings = { subject: string; identifier: string; recipient: string; ccs: string[] };

export type FormSubmission = {
  _id: string;
  domainId: string;
  kind: FormKind;
  pageId: string;
  slug: string;
  componentKey: string;
  settings: SubmissionSettings;
  /** Field name to value, in the form's field order; multiple choice joined with ';;', checkboxes 'Yes'/'No'. */
  form: Record<string, string>;
  /** Field name to its label, for the dashboard and the notification. */
  labels: Record<string, string>;
  /** The page's address as the visitor had it, for the notification. */
  pageUrl?: string;
  /**
   * The success email as configured when the form was sent, and the visitor's address it goes to: retries send
   * what the visitor was promised even if an editor changes the form meanwhile. `fields`: the placeholders that
   * are filled in (older submissions without it fill none).
   */
  confirmationMail?: { to: string; subject: string; text: string; fields?: string[] };
  /** The visitor's email address, when valid: the notification's Reply-To. */
  replyTo?: string;
  createdAt: string;
  /** Sent by signed-in staff, or from a page visitors cannot see: hidden unless 'Show draft Submissions'. */
  draft: boolean;
  deliveries: { notification: Delivery; confirmation?: Delivery; crm?: Delivery };
  /** The form was set to 'Notify without contents' when this was sent: the staff email holds none of the answers. */
  notifyWithoutContents?: true;
  /** ISO time after which the retention job deletes it (the form's 'Delete submissions after (days)'); absent: kept. */
  deleteAfter?: string;
};

/** One row of `forms/getSubmissions` (no delivery internals). */
export type SubmissionRow = {
  _id: string;
  identifier: string;
  subject: string;
  recipient: string;
  slug: string;
  createdAt: string;
  draft: boolean;
  form: Record<string, string>;
  labels: Record<string, string>;
};

/**
 * `forms/getSubmissions` answer: one page of rows, how many match the filters, how many the domain has in all
 * (drafts counted only when 'Show draft Submissions' is ticked).
 */
export type SubmissionsPage = { formSubmissions: SubmissionRow[]; total: number; allSubmissions: number };
