'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { ApiError, callApi } from '@/lib/api/client';
import type { OldNumber, OldNumberPlace, ReplaceResult } from '@/lib/content/site/old-crisis-numbers';
import styles from '../ui/panel.styles';

export const oldNumbersText = {
  heading: 'Old numbers still typed on the site',
  intro: (entry: Pick<OldNumber, 'name' | 'number' | 'current'>) =>
    `${entry.name}: the old number ${entry.number} is still typed as text here. Visitors see it until each is changed to ${entry.current} and published.`,
  replace: 'Replace in all drafts',
  replacing: 'Replacing…',
  replaced: (count: number, current: string) =>
    count === 0 ? 'Nothing left to replace in the drafts.' : `${current} is now in ${count === 1 ? '1 draft' : `${count} drafts`}. Publish ${count === 1 ? 'it' : 'them'} to show visitors.`,
  busy: (titles: string[]) => `Someone else was saving ${titles.join(', ')}: try again in a moment.`,
  draftHasOld: 'the draft has the old number',
  publishToShow: 'the draft has the new number: publish it to show visitors',
  failed: 'The texts with old numbers could not be checked.',
};

const placeState = (place: OldNumberPlace) => (place.inDraft ? oldNumbersText.draftHasOld : oldNumbersText.publishToShow);

function PlaceLink({ place }: { place: OldNumberPlace }) {
  if (place.kind !== 'page') return <>{place.title}</>;
  return <a href={`/${place.slug ?? ''}`}>{place.title}</a>;
}

/**
 * Under the crisis contacts: every former register number that a page, the navigation or the footer still types as
 * text, with a link to each and 'Replace in all drafts', which saves each with the current number for a publisher to
 * publish. Read again whenever the settings are saved (`version`).
 */
export function OldCrisisNumbers({ domainId, version }: { domainId: string; version: number }) {
  const id = useId();
  const { data, error, mutate } = useSWR(['siteSettings/findOldCrisisNumbers', domainId, version] as const, ([path, domain]) =>
    callApi<{ oldNumbers: OldNumber[] }>(path, { query: { domainId: domain } }),
  );
  const [working, setWorking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ contactId: string; message: string; failed: boolean } | null>(null);

  const replace = async (entry: OldNumber) => {
    setWorking(entry.contactId);
    setOutcome(null);
    try {
      const result = await callApi<ReplaceResult>('siteSettings/replaceOldCrisisNumbers', { body: { domainId, contactId: entry.contactId } });
      const message = [oldNumbersText.replaced(result.replaced.length, entry.current), result.busy.length ? oldNumbersText.busy(result.busy.map((place) => place.title)) : '']
        .filter(Boolean)
        .join(' ');
      setOutcome({ contactId: entry.contactId, message, failed: result.busy.length > 0 });
      await mutate();
    } catch (failure) {
      setOutcome({ contactId: entry.contactId, message: failure instanceof ApiError ? failure.message : oldNumbersText.failed, failed: true });
    } finally {
      setWorking(null);
    }
  };

  // A check that failed is said quietly: it is not an error in what the editor typed.
  if (error) return <p className={styles.note}>{oldNumbersText.failed}</p>;
  const found = data?.oldNumbers ?? [];
  if (found.length === 0 && !outcome) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{oldNumbersText.heading}</h4>
      {found.map((entry) => (
        <div key={`${entry.contactId}-${entry.number}`}>
          <p className={styles.note}>{oldNumbersText.intro(entry)}</p>
          <ul>
            {entry.places.map((place) => (
              <li key={place.id}>
                <PlaceLink place={place} />: {placeState(place)}
              </li>
            ))}
          </ul>
          {entry.places.some((place) => place.inDraft) && (
            <button type="button" className={styles.button} disabled={working !== null} onClick={() => void replace(entry)}>
              {working === entry.contactId ? oldNumbersText.replacing : oldNumbersText.replace}
              <span className="cs-visually-hidden">: {entry.number}</span>
            </button>
          )}
        </div>
      ))}
      <p role="status" className={outcome?.failed ? styles.error : styles.note}>
        {outcome?.message ?? ''}
      </p>
    </section>
  );
}
