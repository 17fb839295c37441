'use client';

import { useEffect, useState } from 'react';
import { describeCheckDate, localDay, overdueContacts } from '@/lib/content/site/crisis-contacts';
import type { CrisisContact } from '@/lib/content/schemas';
import type { SiteSettingsState } from '@/lib/content/site/site-settings';
import { callApi } from '@/lib/api/client';
import styles from './crisis-contacts-notice.styles';

export const OVERDUE_HEADING = 'Crisis contacts not checked for over 90 days';
export const OVERDUE_ACTION = 'Check each number, then choose Mark checked today under Crisis contacts in Site settings (editor menu), and save and publish the settings.';

/** 'Lifeline (last checked 2 March 2026), 13YARN (never checked)'. */
export const overdueList = (contacts: readonly CrisisContact[]) =>
  contacts.map((contact) => `${contact.name} (${describeCheckDate(contact.lastCheckedAt)})`).join(', ');

/**
 * A warning at the top of the dashboard when a helpline of the domain's crisis-contact register has not been
 * checked for more than 90 days (or never): a wrong number there reaches someone at the worst moment.
 * Nothing shows while loading, when all are checked, or when the settings cannot be read.
 */
export function CrisisContactsNotice({ domainId, today }: { domainId: string; today?: string }) {
  const [overdue, setOverdue] = useState<CrisisContact[]>([]);
  useEffect(() => {
    let live = true;
    callApi<SiteSettingsState>('siteSettings/loadSiteSettings', { query: { domainId } })
      .then((state) => {
        const contacts = Array.isArray(state?.siteSettings?.crisisContacts) ? state.siteSettings.crisisContacts : [];
        if (live) setOverdue(overdueContacts(contacts, today ?? localDay(new Date())));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [domainId, today]);
  if (overdue.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.heading}>
        <strong>{OVERDUE_HEADING}:</strong> {overdueList(overdue)}
      </p>
      <p className={styles.action}>{OVERDUE_ACTION}</p>
    </div>
  );
}
