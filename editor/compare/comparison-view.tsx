'use client';

import { useEffect, useId, useMemo, useRef, type MouseEvent } from 'react';
import { PageView } from '@/components/page/page-view';
import type { Component } from '@/lib/content/schemas';
import type { ComponentChange, FieldChange, WordPart } from '@/lib/content/document-diff';
import type { PageDiff } from '@/lib/content/pages/page-diff';
import { useCrisisTokensShown } from '../settings/use-shared-settings';
import { useImageRevisionsShown } from '../document/use-image-revisions';
import panel from '../ui/panel.styles';
import styles from './compare.styles';
import {
  blockLabel,
  changeKinds,
  changeLabels,
  componentFieldLabel,
  countsText,
  NEVER_PUBLISHED,
  NO_CHANGES,
  PAGE_WITH_CHANGES,
  pageFieldLabel,
  type ChangeKind,
} from './compare-text';

const badgeClass: Record<ChangeKind, string> = { added: styles.badgeAdded, removed: styles.badgeRemoved, moved: styles.badgeMoved, changed: styles.badgeChanged };

/** A text's words, those added and removed marked (and said, for screen readers). */
function Words({ parts }: { parts: readonly WordPart[] }) {
  return (
    <span className={styles.words}>
      {parts.map((part, index) =>
        part.change === 'added' ? (
          <ins key={index}>
            <span className={panel.visuallyHidden}>added: </span>
            {part.text}
          </ins>
        ) : part.change === 'removed' ? (
          <del key={index}>
            <span className={panel.visuallyHidden}>removed: </span>
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** One changed value: its words when it is a text, else what it was and what it is. */
function Change({ change }: { change: FieldChange }) {
  if (change.words) return <Words parts={change.words} />;
  return <Words parts={[{ text: change.before ?? '(none)', change: 'removed' }, { text: ' → ' }, { text: change.after ?? '(none)', change: 'added' }]} />;
}

export function FieldList({ fields, label }: { fields: readonly FieldChange[]; label: (path: string) => string }) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.path}>
          <dt>{label(field.path)}</dt>
          <dd>
            <Change change={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Position 3 on the page', 'Position 1 inside Columns' for a component's path in `page`. */
function placeText(path: string, contents: readonly (Component | null)[]): string {
  const segments = path.split('.');
  const position = Number(segments[segments.length - 1]) + 1;
  if (segments.length <= 2) return `position ${position} on the page`;
  // The owner of the list this component is in: its path is the list's path without its field name.
  let owner: unknown = { contents };
  for (const segment of segments.slice(0, -2)) owner = (owner as Record<string, unknown> | undefined)?.[segment];
  const ownerType = (owner as { componentType?: unknown } | undefined)?.componentType;
  return `position ${position} inside ${typeof ownerType === 'string' ? blockLabel(ownerType) : 'a block'}`;
}

function ComponentItem({ change, diff }: { change: ComponentChange; diff: PageDiff }) {
  const kinds = changeKinds(change);
  const here = change.status === 'removed' ? diff.pages.from.contents : diff.pages.to.contents;
  return (
    <li className={`${styles.change} ${styles[kinds[0]]}`}>
      <p className={styles.changeTitle}>
        {blockLabel(change.componentType)}
        <span className={styles.badges}>
          {kinds.map((kind) => (
            <span key={kind} className={`${styles.badge} ${badgeClass[kind]}`}>
              {changeLabels[kind]}
            </span>
          ))}
        </span>
      </p>
      <p className={styles.where}>
        {change.status === 'removed' ? 'Was at ' : 'At '}
        {placeText(change.path, here)}
        {change.movedFrom && `; was at ${placeText(change.movedFrom, diff.pages.from.contents)}`}
      </p>
      {change.fields.length > 0 && <FieldList fields={change.fields} label={(path) => componentFieldLabel(change.componentType, path)} />}
    </li>
  );
}

type Mark = { path: string; kinds: ChangeKind[]; fields: string[] };

/**
 * The newer copy's components with the removed ones of the page's own list put back where they stood, and where
 * each marked component (and each changed value in it) is in that list. A component removed from inside another
 * is listed, not shown.
 */
function markedContents(diff: PageDiff): { contents: Component[]; marks: Mark[] } {
  const contents: Component[] = [];
  const marks: Mark[] = [];
  const placed = new Map<number, number>();
  const indexOf = (path: string) => Number(path.split('.')[1]);
  const mark = (path: string, change: ComponentChange) => {
    const kinds = changeKinds(change);
    if (kinds.length) marks.push({ path, kinds, fields: change.fields.map((field) => `${path}.${field.path}`) });
  };
  for (const change of diff.components.filter((c) => c.depth === 0)) {
    const from = change.status === 'removed' ? diff.pages.from.contents : diff.pages.to.contents;
    const component = from[indexOf(change.path)];
    if (!component) continue;
    if (change.status !== 'removed') placed.set(indexOf(change.path), contents.length);
    mark(`contents.${contents.length}`, change);
    contents.push(component);
  }
  for (const change of diff.components.filter((c) => c.depth > 0 && c.status !== 'removed')) {
    const [, root, ...rest] = change.path.split('.');
    const at = placed.get(Number(root));
    if (at !== undefined) mark(['contents', at, ...rest].join('.'), change);
  }
  return { contents, marks };
}

/** Links in the comparison stay put: following one would leave the editor. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

/** The element a changed value shows in: the one marked with its path, or with the nearest path above it. */
function elementFor(root: Element, path: string, componentPath: string): Element | null {
  const segments = path.split('.');
  for (let end = segments.length; end > componentPath.split('.').length; end--) {
    const found = root.querySelector(`[data-edit="${CSS.escape(segments.slice(0, end).join('.'))}"]`);
    if (found) return found;
  }
  return null;
}

function MarkedPage({ diff, domainId }: { diff: PageDiff; domainId: string }) {
  const root = useRef<HTMLDivElement>(null);
  const { contents, marks } = useMemo(() => markedContents(diff), [diff]);
  const page = useMemo(() => ({ ...diff.pages.to, contents }), [diff, contents]);
  const shown = useImageRevisionsShown(useCrisisTokensShown(domainId, page));
  // Marked on the rendered page (attributes React does not manage), so the blocks render exactly as for visitors.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const marked: Element[] = [];
    for (const { path, kinds, fields } of marks) {
      const block = element.querySelector(`[data-component="${CSS.escape(path)}"]`);
      if (!block) continue;
      block.setAttribute('data-compare', kinds.join(' '));
      block.setAttribute('data-compare-label', kinds.map((kind) => changeLabels[kind]).join(', '));
      marked.push(block);
      for (const field of fields) {
        const value = elementFor(block, field, path);
        if (value && value !== block) {
          value.setAttribute('data-compare-value', '');
          marked.push(value);
        }
      }
    }
    return () => marked.forEach((el) => ['data-compare', 'data-compare-label', 'data-compare-value'].forEach((name) => el.removeAttribute(name)));
  }, [marks, shown]);
  return (
    <div ref={root} className={styles.page} onClickCapture={stayHere}>
      <PageView page={shown} />
    </div>
  );
}

/** What changed between two copies of a page: a summary, the page's own details, each component, and the page. */
export function ComparisonView({ diff, domainId }: { diff: PageDiff; domainId: string }) {
  const id = useId();
  const listed = diff.components.filter((change) => changeKinds(change).length > 0);
  const summary = countsText(diff.counts, diff.fields.length);
  return (
    <>
      {!diff.from.exists && <p className={panel.note}>{NEVER_PUBLISHED}</p>}
      <p className={styles.summary} role="status">
        {summary || NO_CHANGES}
      </p>
      {diff.fields.length > 0 && (
        <section className={panel.section} aria-labelledby={`${id}-details`}>
          <h3 id={`${id}-details`}>Page details</h3>
          <FieldList fields={diff.fields} label={pageFieldLabel} />
        </section>
      )}
      {listed.length > 0 && (
        <section className={panel.section} aria-labelledby={`${id}-components`}>
          <h3 id={`${id}-components`}>Components</h3>
          <ol className={styles.changes}>
            {listed.map((change) => (
              <ComponentItem key={`${change.key}-${change.status}`} change={change} diff={diff} />
            ))}
          </ol>
        </section>
      )}
      <section className={panel.section} aria-labelledby={`${id}-page`}>
        <h3 id={`${id}-page`}>{PAGE_WITH_CHANGES}</h3>
        <MarkedPage diff={diff} domainId={domainId} />
      </section>
    </>
  );
}
