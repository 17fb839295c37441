// What the content-health report holds, for the server and the dashboard alike (no store, no server code).

export const healthKinds = ['reviewOverdue', 'internalLink', 'externalLink', 'missingMedia', 'imageAlt', 'unknownPhone', 'orphan'] as const;
export type HealthKind = (typeof healthKinds)[number];

/** Where a problem is: a page (its address), the navigation or the footer. */
export type HealthPlace = { label: string; slug?: string; part?: 'nav' | 'footer' };
export type HealthProblem = { kind: HealthKind; place: HealthPlace; message: string };

export type HealthReport = {
  _id: string;
  domainId: string;
  state: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  pagesChecked: number;
  externalLinksChecked: number;
  problems: HealthProblem[];
  /** More problems were found than a report keeps. */
  truncated: boolean;
};

/** Each kind as the report and the digest name it. */
export const healthKindLabels: Record<HealthKind, string> = {
  reviewOverdue: 'Pages past their review date',
  internalLink: 'Links to pages visitors cannot open',
  externalLink: 'Links to other sites that fail',
  missingMedia: 'Missing pictures and documents',
  imageAlt: 'Pictures without alternative text',
  unknownPhone: 'Phone numbers not in the crisis-contact register',
  orphan: 'Pages nothing links to',
};
