// The Sitemap's filters as its drawer shows them (editor/ui/filter-drawer.tsx).
import type { FilterField } from '../../ui/filter-drawer';
import { changeFrequencies, filterLabels, pageTypeLabels } from './sitemap-labels';
import type { SitemapFilters } from './sitemap-query';

export const sitemapFilterFields: readonly FilterField<SitemapFilters>[] = [
  { name: 'slug', label: filterLabels.slug, kind: 'text', help: filterLabels.slugHelp },
  { name: 'pageType', label: filterLabels.pageType, kind: 'select', anyLabel: filterLabels.any, options: Object.entries(pageTypeLabels).map(([value, label]) => ({ value, label })) },
  { name: 'freq', label: filterLabels.freq, kind: 'select', anyLabel: filterLabels.any, options: changeFrequencies.map((freq) => ({ value: freq, label: freq })) },
  { name: 'priority', label: filterLabels.priority, kind: 'number', min: 0, max: 1, step: 0.1, help: filterLabels.priorityHelp },
  {
    name: 'publishableByYou',
    label: filterLabels.publishableByYou,
    kind: 'select',
    anyLabel: filterLabels.any,
    options: [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ],
  },
  { name: 'lastModFrom', label: filterLabels.lastModFrom, kind: 'date', to: 'lastModTo' },
  { name: 'lastModTo', label: filterLabels.lastModTo, kind: 'date', from: 'lastModFrom' },
];
