'use client';

import { useId } from 'react';
import type { SettingsContent } from './site-settings-content';
import { StringListControl } from '../fields/string-list-control';
import { ChoiceGroup } from '../ui/choice-group';
import {
  APPROVAL_HELP,
  APPROVAL_LABEL,
  approvalChoices,
  CRISIS_SEARCH_HELP,
  CRISIS_SEARCH_ITEM,
  CRISIS_SEARCH_LABEL,
  QUICK_EXIT_ADDRESS_HELP,
  QUICK_EXIT_ADDRESS_LABEL,
  QUICK_EXIT_ENABLED_LABEL,
  SAFETY_HEADING,
  SAFETY_HELP,
  SENSITIVE_TOPIC_ITEM,
  SENSITIVE_TOPICS_HELP,
  SENSITIVE_TOPICS_LABEL,
} from './site-settings-text';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';

type Props = {
  quickExit: SettingsContent['quickExit'];
  sensitiveTopics: SettingsContent['sensitiveTopics'];
  crisisSearchPhrases: SettingsContent['crisisSearchPhrases'];
  publishingApproval: SettingsContent['publishingApproval'];
  onChange: (change: Partial<Pick<SettingsContent, 'quickExit' | 'sensitiveTopics' | 'crisisSearchPhrases' | 'publishingApproval'>>) => void;
  /** Server messages keyed by path ('siteSettings.quickExit.destination'). */
  fieldErrors: Record<string, string>;
};

/**
 * The quick exit (on or off, and where it leads), the topics whose pages must point to crisis help, and the search
 * phrases that show crisis help first.
 */
export function VisitorSafetySection({ quickExit, sensitiveTopics, crisisSearchPhrases, publishingApproval, onChange, fieldErrors }: Props) {
  const id = useId();
  const destinationError = Object.entries(fieldErrors).find(([path]) => path.includes('quickExit'))?.[1];
  const topicsError = Object.entries(fieldErrors).find(([path]) => path.includes('sensitiveTopics'))?.[1];
  const phrasesError = Object.entries(fieldErrors).find(([path]) => path.includes('crisisSearchPhrases'))?.[1];
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{SAFETY_HEADING}</h3>
      <p className={styles.note}>{SAFETY_HELP}</p>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={quickExit.enabled} onChange={(event) => onChange({ quickExit: { ...quickExit, enabled: event.target.checked }, sensitiveTopics })} />
        {QUICK_EXIT_ENABLED_LABEL}
      </label>
      <FieldShell id={`${id}-destination`} label={QUICK_EXIT_ADDRESS_LABEL}>
        <input
          id={`${id}-destination`}
          className={styles.input}
          type="url"
          value={quickExit.destination}
          maxLength={500}
          aria-describedby={`${id}-destination-help${destinationError ? ` ${id}-destination-error` : ''}`}
          aria-invalid={destinationError ? true : undefined}
          onChange={(event) => onChange({ quickExit: { ...quickExit, destination: event.target.value }, sensitiveTopics })}
        />
        <p id={`${id}-destination-help`} className={styles.note}>
          {QUICK_EXIT_ADDRESS_HELP}
        </p>
        {destinationError && (
          <p id={`${id}-destination-error`} className={styles.error}>
            {destinationError}
          </p>
        )}
      </FieldShell>
      <StringListControl
        id={`${id}-topics`}
        legend={SENSITIVE_TOPICS_LABEL}
        help={SENSITIVE_TOPICS_HELP}
        itemLabel={SENSITIVE_TOPIC_ITEM}
        items={sensitiveTopics}
        max={50}
        maxLength={60}
        onChange={(topics) => onChange({ quickExit, sensitiveTopics: topics })}
      />
      {topicsError && <p className={styles.error}>{topicsError}</p>}
      <StringListControl
        id={`${id}-search-phrases`}
        legend={CRISIS_SEARCH_LABEL}
        help={CRISIS_SEARCH_HELP}
        itemLabel={CRISIS_SEARCH_ITEM}
        items={crisisSearchPhrases}
        max={100}
        maxLength={80}
        onChange={(phrases) => onChange({ crisisSearchPhrases: phrases })}
      />
      {phrasesError && <p className={styles.error}>{phrasesError}</p>}
      <ChoiceGroup
        id={`${id}-approval`}
        legend={APPROVAL_LABEL}
        help={APPROVAL_HELP}
        choices={approvalChoices}
        value={publishingApproval}
        onChange={(value) => onChange({ publishingApproval: value })}
        layout="row"
      />
    </section>
  );
}
