// An entry of the submissions access log (`submissionAccess`) and a page of them as `forms/accessLog` answers.

export type SubmissionAccessEntry = {
  _id: string;
  userId: string;
  username: string;
  action: 'view' | 'export';
  /** The submissions listed (views). */
  submissionIds?: string[];
  count: number;
  /** The form's identifier; for an export, the identifier filter (null when every form was exported). */
  formId: string | null;
  domainId: string;
  /** The export's filters. */
  filters?: Record<string, unknown>;
  at: string;
};

export type AccessLogPage = { entries: SubmissionAccessEntry[]; total: number; page: number; limit: number };
