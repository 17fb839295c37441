'use client';

import { useId, type ReactNode } from 'react';
import { changeFrequencies, filterLabels, pageTypeLabels } from './sitemap-labels';
import type { SitemapFilters } from './sitemap-query';
import styles from './sitemap.module.css';

type Props = {
  id: string;
  open: boolean;
  filters: SitemapFilters;
  onChange: <K extends keyof SitemapFilters>(key: K, value: SitemapFilters[K]) => void;
  onClear: () => void;
};

function Field({ id, label, children, help }: { id: string; label: string; children: ReactNode; help?: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {help}
    </div>
  );
}

/** The right-hand filter drawer: every sitemap filter, each applied as it changes. */
export function FilterDrawer({ id, open, filters, onChange, onClear }: Props) {
  const base = useId();
  const field = (name: keyof SitemapFilters) => `${base}-${name}`;
  const headingId = `${base}-heading`;
  const priorityHelp = `${base}-priority-help`;
  return (
    <section id={id} className={styles.drawer} aria-labelledby={headingId} hidden={!open}>
      <h3 id={headingId} className={styles.drawerTitle}>
        {filterLabels.drawer}
      </h3>
      <Field id={field('slug')} label={filterLabels.slug}>
        <input id={field('slug')} className={styles.control} type="text" autoComplete="off" value={filters.slug} onChange={(e) => onChange('slug', e.target.value)} />
      </Field>
      <Field id={field('pageType')} label={filterLabels.pageType}>
        <select id={field('pageType')} className={styles.control} value={filters.pageType} onChange={(e) => onChange('pageType', e.target.value)}>
          <option value="">{filterLabels.any}</option>
          {Object.entries(pageTypeLabels).map(([name, label]) => (
            <option key={name} value={name}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field('freq')} label={filterLabels.freq}>
        <select id={field('freq')} className={styles.control} value={filters.freq} onChange={(e) => onChange('freq', e.target.value)}>
          <option value="">{filterLabels.any}</option>
          {changeFrequencies.map((freq) => (
            <option key={freq} value={freq}>
              {freq}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={field('priority')}
        label={filterLabels.priority}
        help={
          <p id={priorityHelp} className={styles.help}>
            {filterLabels.priorityHelp}
          </p>
        }
      >
        <input
          id={field('priority')}
          className={styles.control}
          type="number"
          min={0}
          max={1}
          step={0.1}
          inputMode="decimal"
          aria-describedby={priorityHelp}
          value={filters.priority}
          onChange={(e) => onChange('priority', e.target.value)}
        />
      </Field>
      <Field id={field('publishableByYou')} label={filterLabels.publishableByYou}>
        <select
          id={field('publishableByYou')}
          className={styles.control}
          value={filters.publishableByYou}
          onChange={(e) => onChange('publishableByYou', e.target.value as SitemapFilters['publishableByYou'])}
        >
          <option value="">{filterLabels.any}</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      </Field>
      <Field id={field('lastModFrom')} label={filterLabels.lastModFrom}>
        <input
          id={field('lastModFrom')}
          className={styles.control}
          type="date"
          max={filters.lastModTo || undefined}
          value={filters.lastModFrom}
          onChange={(e) => onChange('lastModFrom', e.target.value)}
        />
      </Field>
      <Field id={field('lastModTo')} label={filterLabels.lastModTo}>
        <input
          id={field('lastModTo')}
          className={styles.control}
          type="date"
          min={filters.lastModFrom || undefined}
          value={filters.lastModTo}
          onChange={(e) => onChange('lastModTo', e.target.value)}
        />
      </Field>
      <button type="button" className={styles.button} onClick={onClear}>
        {filterLabels.clear}
      </button>
    </section>
  );
}
