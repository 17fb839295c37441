'use client';

import { useId } from 'react';
import type { SettingsContent } from './site-settings-content';
import { FieldShell, describedBy, errorId, helpId } from '@/editor/ui/field-shell';
import {
  CARE_HEADING,
  CARE_HELP,
  HEALTH_DIGEST_HELP,
  HEALTH_DIGEST_LABEL,
  REVIEW_MONTHS_HELP,
  REVIEW_MONTHS_LABEL,
  SENSITIVE_REVIEW_MONTHS_LABEL,
  TRASH_DAYS_LABEL,
} from './site-settings-text';
import styles from '../ui/panel.styles';

type Care = SettingsContent['contentCare'];
type Props = { care: Care; onChange: (care: Care) => void; /** Server messages keyed by path. */ fieldErrors: Record<string, string> };

const numbers = [
  { key: 'trashDays', label: TRASH_DAYS_LABEL, min: 1, max: 365, help: undefined },
  { key: 'reviewMonths', label: REVIEW_MONTHS_LABEL, min: 1, max: 60, help: REVIEW_MONTHS_HELP },
  { key: 'sensitiveReviewMonths', label: SENSITIVE_REVIEW_MONTHS_LABEL, min: 1, max: 60, help: undefined },
] as const;

/** How long the Trash keeps pages, how often pages come up for review, and the weekly content-health email. */
export function ContentCareSection({ care, onChange, fieldErrors }: Props) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{CARE_HEADING}</h3>
      <p className={styles.note}>{CARE_HELP}</p>
      {numbers.map(({ key, label, min, max, help }) => {
        const fieldId = `${id}-${key}`;
        const error = Object.entries(fieldErrors).find(([path]) => path.endsWith(`contentCare.${key}`))?.[1];
        return (
          <FieldShell key={key} id={fieldId} label={label} help={help} error={error}>
            <input
              id={fieldId}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              // A cleared box reads as the smallest value allowed, never as nothing sent (which would be the default).
              value={care[key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(helpId(fieldId, help), errorId(fieldId, error))}
              onChange={(event) => onChange({ ...care, [key]: event.target.value === '' ? min : Math.round(Number(event.target.value)) })}
            />
          </FieldShell>
        );
      })}
      <label className={styles.checkbox}>
        <input type="checkbox" checked={care.healthDigest} aria-describedby={`${id}-digest-help`} onChange={(event) => onChange({ ...care, healthDigest: event.target.checked })} />
        {HEALTH_DIGEST_LABEL}
      </label>
      <p id={`${id}-digest-help`} className={styles.note}>
        {HEALTH_DIGEST_HELP}
      </p>
    </section>
  );
}
