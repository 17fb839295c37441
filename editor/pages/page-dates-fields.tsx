'use client';

import { useEffect, useId, useState } from 'react';
import { describedBy } from '../ui/field-shell';
import { DATES_HELP, END_BEFORE_START, END_DATE_LABEL, START_DATE_LABEL } from './page-panel-text';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';

type Props = {
  startDate: string | undefined;
  endDate: string | undefined;
  onChange: (path: 'header.startDate' | 'header.endDate', value: string) => void;
};

/** Both days are 'yyyy-MM-dd', so comparing the text compares the days. */
const endsBeforeStart = (start: string, end: string) => Boolean(start && end && end < start);

/**
 * When a course or event starts and ends (header.startDate / header.endDate, 'yyyy-MM-dd', '' when cleared).
 * A pair with the end before the start stays in the inputs with a message and never reaches the working copy.
 */
export function PageDatesFields({ startDate = '', endDate = '', onChange }: Props) {
  const id = useId();
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(endDate);

  useEffect(() => {
    // Changed elsewhere (undo, a restore): show it.
    setStart(startDate);
    setEnd(endDate);
  }, [startDate, endDate]);

  const change = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (endsBeforeStart(nextStart, nextEnd)) return;
    if (nextStart !== startDate) onChange('header.startDate', nextStart);
    if (nextEnd !== endDate) onChange('header.endDate', nextEnd);
  };

  const invalid = endsBeforeStart(start, end);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.dates}>
        <FieldShell id={`${id}-start`} label={START_DATE_LABEL}>
          <input
            id={`${id}-start`}
            type="date"
            className={styles.input}
            value={start}
            aria-describedby={describedBy(helpId, invalid && errorId)}
            onChange={(event) => change(event.target.value, end)}
          />
        </FieldShell>
        <FieldShell id={`${id}-end`} label={END_DATE_LABEL}>
          <input
            id={`${id}-end`}
            type="date"
            className={styles.input}
            value={end}
            min={start || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy(helpId, invalid && errorId)}
            onChange={(event) => change(start, event.target.value)}
          />
        </FieldShell>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {END_BEFORE_START}
        </p>
      )}
      <p id={helpId} className={styles.note}>
        {DATES_HELP}
      </p>
    </div>
  );
}
