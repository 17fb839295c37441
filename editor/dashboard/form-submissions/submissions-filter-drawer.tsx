'use client';

import { useId } from 'react';
import { filterLabels } from './submissions-labels';
import type { SubmissionFilters } from './submissions-query';
import styles from '../sitemap/sitemap.module.css';

type Props = {
  id: string;
  open: boolean;
  filters: SubmissionFilters;
  onChange: <K extends keyof SubmissionFilters>(key: K, value: SubmissionFilters[K]) => void;
  onClear: () => void;
};

/** The right-hand filter drawer (laid out like the Sitemap's): each filter is applied as it changes. */
export function SubmissionsFilterDrawer({ id, open, filters, onChange, onClear }: Props) {
  const base = useId();
  const field = (name: keyof SubmissionFilters) => `${base}-${name}`;
  const headingId = `${base}-heading`;
  return (
    <section id={id} className={styles.drawer} aria-labelledby={headingId} hidden={!open}>
      <h3 id={headingId} className={styles.drawerTitle}>
        {filterLabels.drawer}
      </h3>
      <div className={styles.field}>
        <label htmlFor={field('identifier')} className={styles.label}>
          {filterLabels.identifier}
        </label>
        <input
          id={field('identifier')}
          className={styles.control}
          type="text"
          autoComplete="off"
          value={filters.identifier}
          onChange={(e) => onChange('identifier', e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('fromDate')} className={styles.label}>
          {filterLabels.fromDate}
        </label>
        <input
          id={field('fromDate')}
          className={styles.control}
          type="date"
          max={filters.toDate || undefined}
          value={filters.fromDate}
          onChange={(e) => onChange('fromDate', e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('toDate')} className={styles.label}>
          {filterLabels.toDate}
        </label>
        <input
          id={field('toDate')}
          className={styles.control}
          type="date"
          min={filters.fromDate || undefined}
          value={filters.toDate}
          onChange={(e) => onChange('toDate', e.target.value)}
        />
      </div>
      <button type="button" className={styles.button} onClick={onClear}>
        {filterLabels.clear}
      </button>
    </section>
  );
}
