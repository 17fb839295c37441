// The Form Submissions filters as its drawer shows them (editor/ui/filter-drawer.tsx), laid out like the Sitemap's.
import type { FilterField } from '../../ui/filter-drawer';
import { filterLabels } from './submissions-labels';
import type { SubmissionFilters } from './submissions-query';

export const submissionFilterFields: readonly FilterField<SubmissionFilters>[] = [
  { name: 'identifier', label: filterLabels.identifier, kind: 'text' },
  { name: 'fromDate', label: filterLabels.fromDate, kind: 'date', to: 'toDate' },
  { name: 'toDate', label: filterLabels.toDate, kind: 'date', from: 'fromDate' },
];
