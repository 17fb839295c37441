'use client';

import { format } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page, PageSchedule } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';
import { useToast } from '../ui/toasts';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { whenText } from '../ui/when';

type Props = { user: AuthUser; savedPage: Page; busy: boolean };

/** What a datetime-local input shows for a stored instant, in the browser's time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : format(at, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value (the browser's local time) as the instant the server stores; empty is none. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** 'Will be published at 9:00 AM on 3 December 2026, Adelaide time'. */
export function describeSchedule(schedule: PageSchedule | null | undefined): string[] {
  const lines: string[] = [];
  if (schedule?.publishAt) lines.push(`Will be published at ${whenText(schedule.publishAt)}`);
  if (schedule?.unpublishAt) lines.push(`Will be unpublished at ${whenText(schedule.unpublishAt)}`);
  const cancelled = schedule?.cancelled;
  if (cancelled && !Number.isNaN(new Date(cancelled.due).getTime())) {
    lines.push(`The ${cancelled.kind} scheduled for ${whenText(cancelled.due)} was not done. ${cancelled.reason}`);
  }
  return lines;
}

const scheduleKey = (schedule: PageSchedule | null | undefined) => JSON.stringify(schedule ?? null);

/**
 * 'Scheduled publishing': when the page goes on the public site and when it comes off, carried out by the server
 * within a minute of the time, whether or not anyone has the editor open. The page is published as last saved then.
 */
export function ScheduleSection({ user, savedPage, busy }: Props) {
  const id = useId();
  const notify = useToast();
  const mayPublish = canPublish(user, savedPage.roles);
  const [schedule, setSchedule] = useState<PageSchedule | null>(savedPage.schedule ?? null);
  const [publishAt, setPublishAt] = useState(toLocalInput(savedPage.schedule?.publishAt));
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(savedPage.schedule?.unpublishAt));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);

  // A reload or a save brings the stored schedule (the scheduler may have carried part of it out meanwhile).
  const storedKey = scheduleKey(savedPage.schedule);
  useEffect(() => {
    const stored = JSON.parse(storedKey) as PageSchedule | null;
    setSchedule(stored);
    setPublishAt(toLocalInput(stored?.publishAt));
    setUnpublishAt(toLocalInput(stored?.unpublishAt));
  }, [storedKey]);

  const send = async (times: { publishAt: string | null; unpublishAt: string | null }) => {
    setPending(true);
    setError(null);
    try {
      const answer = await callApi<{ schedule: PageSchedule | null }>('page/schedule', { body: { _id: savedPage._id, collection: 'pages', ...times } });
      setSchedule(answer.schedule);
      setPublishAt(toLocalInput(answer.schedule?.publishAt));
      setUnpublishAt(toLocalInput(answer.schedule?.unpublishAt));
      notify('success', answer.schedule ? 'Schedule saved' : 'Schedule cleared');
    } catch (failure) {
      const fields = failure && typeof failure === 'object' && 'fields' in failure ? (failure.fields as Record<string, string> | undefined) : undefined;
      setError({ message: failure instanceof Error ? failure.message : 'The schedule could not be saved.', fields });
    } finally {
      setPending(false);
    }
  };

  const disabled = !mayPublish || pending || busy;
  const described = describeSchedule(schedule);
  const input = (key: 'publishAt' | 'unpublishAt', label: string, value: string, onChange: (value: string) => void) => {
    const fieldError = error?.fields?.[key];
    return (
      <FieldShell id={`${id}-${key}`} label={label}>
        <input
          id={`${id}-${key}`}
          type="datetime-local"
          className={styles.input}
          value={value}
          disabled={disabled}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-${key}-error` : `${id}-help`}
          onChange={(event) => onChange(event.target.value)}
        />
        {fieldError && (
          <p id={`${id}-${key}-error`} className={styles.error}>
            {fieldError}
          </p>
        )}
      </FieldShell>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Scheduled publishing</h3>
      <div role="status">
        {described.length > 0 ? described.map((line) => <p key={line}>{line}</p>) : <p className={styles.note}>Nothing is scheduled.</p>}
      </div>
      <p id={`${id}-help`} className={styles.note}>
        {mayPublish
          ? 'Times are in your local time. Within a minute of the time, the page is published as last saved then, in your name; if you may no longer publish it by then, nothing is done and the schedule says why.'
          : 'You may not publish this page, so you cannot schedule it.'}
      </p>
      {input('publishAt', 'Publish at', publishAt, setPublishAt)}
      {input('unpublishAt', 'Unpublish at', unpublishAt, setUnpublishAt)}
      {error && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={disabled || (!publishAt && !unpublishAt)}
          onClick={() => void send({ publishAt: fromLocalInput(publishAt), unpublishAt: fromLocalInput(unpublishAt) })}
        >
          Save schedule
        </button>
        <button type="button" className={styles.button} disabled={disabled || !schedule} onClick={() => void send({ publishAt: null, unpublishAt: null })}>
          Clear schedule
        </button>
      </div>
    </section>
  );
}
