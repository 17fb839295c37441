'use client';

import { useEffect, useId, useState } from 'react';
import type { Page } from '@/lib/content/schemas';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { describedBy } from '../ui/field-shell';
import { HIDE_FROM_SEARCH_LABEL, SEARCH_KEYWORDS_HELP, SEARCH_KEYWORDS_LABEL, SLUG_MOVES_NOTE, UNSAVED_CHANGES, frequencies, frequencyLabel, headerTypeChoices, type Frequency, type HeaderType } from './page-panel-text';
import { SlugStatus, WEB_ADDRESS_LABEL, WebAddressRow, slugAddressId, slugStatusId } from './slug-status';
import { PageDatesFields } from './page-dates-fields';
import { TagsEditor } from './tags-editor';
import { useSlugCheck } from './use-slug-check';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { Options } from '../ui/options';

/** The working copy as the page's settings panel and its sections get it. */
export type PageWorkingCopyProps = {
  /** The editor's working copy (with unsaved edits) and the copy last saved. */
  page: Page;
  savedPage: Page;
  dirty: boolean;
  busy: boolean;
  /** Changes a value of the working copy, as any edit does (undoable, backed up, saved with 'Save page'). */
  onChange: (path: string, value: unknown) => void;
  /** Saves the working copy as the menu's 'Save page' does; answers whether it was saved. */
  onSave: () => Promise<boolean>;
};

const PRIORITY_RANGE_MESSAGE = 'Priority must be a number from 0 to 1.';

/** A priority as typed, when it is one: 0 to 1 in steps of 0.1. */
function parsePriority(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) return null;
  return Math.round(value * 10) / 10;
}

/**
 * The page's address, header type, dates, tags, sitemap and search settings. Every change goes to the working copy, as any
 * edit does; an address goes there only once it is known to be free. 'Save page' keeps them.
 */
export function PageDetailsSection({ page, savedPage, dirty, busy, onChange, onSave }: PageWorkingCopyProps) {
  const id = useId();
  const ids = { slug: `${id}-slug`, header: `${id}-header`, frequency: `${id}-frequency`, priority: `${id}-priority`, keywords: `${id}-keywords` };
  const [slugInput, setSlugInput] = useState(page.slug);
  const check = useSlugCheck({ raw: slugInput, domainId: page.domainId, pageId: page._id, ownSlug: savedPage.slug });
  const [priorityInput, setPriorityInput] = useState(String(page.priority));
  const priorityValid = parsePriority(priorityInput) !== null;

  useEffect(() => {
    // The address changed elsewhere (undo, a restore): show it.
    if (normalizeSlug(slugInput) !== page.slug) setSlugInput(page.slug);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.slug]);
  useEffect(() => {
    if (parsePriority(priorityInput) !== page.priority) setPriorityInput(String(page.priority));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.priority]);
  useEffect(() => {
    // Only a free address (or the page's own) reaches the working copy.
    if ((check.status === 'free' || check.status === 'own') && check.slug !== page.slug) onChange('slug', check.slug);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check.status, check.slug]);

  const taken = check.status === 'taken';
  const noteId = `${ids.slug}-note`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Page details</h3>
      <FieldShell id={ids.slug} label={WEB_ADDRESS_LABEL}>
        <WebAddressRow>
          <input
            id={ids.slug}
            className={styles.input}
            value={slugInput}
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            aria-invalid={taken}
            aria-describedby={describedBy(slugAddressId(ids.slug), slugStatusId(ids.slug), noteId)}
            onChange={(event) => setSlugInput(event.target.value)}
          />
        </WebAddressRow>
        <SlugStatus id={ids.slug} check={check} />
        <p id={noteId} className={styles.note}>
          {SLUG_MOVES_NOTE}
        </p>
      </FieldShell>
      <FieldShell id={ids.header} label="Header Type">
        <select id={ids.header} className={styles.select} value={page.headerType} onChange={(event) => onChange('headerType', event.target.value as HeaderType)}>
          <Options choices={headerTypeChoices} />
        </select>
      </FieldShell>
      <PageDatesFields startDate={page.header.startDate} endDate={page.header.endDate} onChange={onChange} />
      <TagsEditor domainId={page.domainId} tags={page.tags} onChange={(tags) => onChange('tags', tags)} />
      <FieldShell id={ids.frequency} label="Change Frequency">
        <select id={ids.frequency} className={styles.select} value={page.frequency} onChange={(event) => onChange('frequency', event.target.value as Frequency)}>
          {frequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {frequencyLabel(frequency)}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={ids.priority} label="Priority">
        <input
          id={ids.priority}
          type="number"
          className={styles.input}
          min={0}
          max={1}
          step={0.1}
          value={priorityInput}
          aria-invalid={!priorityValid}
          aria-describedby={`${ids.priority}-range`}
          onChange={(event) => {
            setPriorityInput(event.target.value);
            const priority = parsePriority(event.target.value);
            if (priority !== null && priority !== page.priority) onChange('priority', priority);
          }}
        />
        {priorityValid ? (
          <p id={`${ids.priority}-range`} className={styles.note}>
            From 0 to 1, in steps of 0.1
          </p>
        ) : (
          <p id={`${ids.priority}-range`} className={styles.error} role="alert">
            {PRIORITY_RANGE_MESSAGE}
          </p>
        )}
      </FieldShell>
      <FieldShell id={ids.keywords} label={SEARCH_KEYWORDS_LABEL}>
        <input
          id={ids.keywords}
          className={styles.input}
          value={page.searchKeywords ?? ''}
          maxLength={300}
          aria-describedby={`${ids.keywords}-help`}
          onChange={(event) => onChange('searchKeywords', event.target.value)}
        />
        <p id={`${ids.keywords}-help`} className={styles.note}>
          {SEARCH_KEYWORDS_HELP}
        </p>
      </FieldShell>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={page.hideFromSearch === true} onChange={(event) => onChange('hideFromSearch', event.target.checked)} />
        {HIDE_FROM_SEARCH_LABEL}
      </label>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void onSave()} disabled={busy}>
          Save page
        </button>
        <div role="status">{dirty && <p className={styles.dirty}>{UNSAVED_CHANGES}</p>}</div>
      </div>
    </section>
  );
}
