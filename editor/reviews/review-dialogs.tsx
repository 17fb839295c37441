'use client';

import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { useSubmit } from '../ui/use-submit';
import type { ReviewView } from '@/lib/content/reviews/reviews';
import { ModalDialog } from '../ui/modal-dialog';
import { DialogActions } from '../ui/dialog-actions';
import panel from '../ui/panel.styles';
import styles from './reviews.styles';
import { ANY_PUBLISHER, APPROVE, REQUEST_CHANGES, REQUEST_REVIEW, SAVED_ONLY } from './review-text';

type Person = { _id: string; name: string };

/** The message that goes with a request or an answer (to the reviewers, or back to the person who asked). */
function MessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={panel.field}>
      <label className={panel.label} htmlFor={id}>
        Message
      </label>
      <textarea id={id} className={styles.textarea} value={value} maxLength={2000} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** 'Request review': who (people, or any publisher) and a message; the page is reviewed as saved. */
export function RequestReviewDialog({ pageId, domainId, userId, dirty, onRequested, onClose }: { pageId: string; domainId: string; userId: string; dirty: boolean; onRequested: () => void; onClose: () => void }) {
  const { data } = useSWR('review/reviewers', () => callApi<{ reviewers: Person[] }>('review/reviewers'));
  const people = (data?.reviewers ?? []).filter((person) => person._id !== userId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [anyPublisher, setAnyPublisher] = useState(false);
  const [message, setMessage] = useState('');
  const { busy, error, submit } = useSubmit(
    () => callApi('review/request', { body: { pageId, domainId, reviewers: anyPublisher ? [] : chosen, anyPublisher, message } }),
    'The review could not be requested.',
  );
  const send = async (event: FormEvent) => {
    if (await submit(event)) onRequested();
  };
  return (
    <ModalDialog title={REQUEST_REVIEW} onClose={onClose}>
      <form onSubmit={(event) => void send(event)}>
        {dirty && <p className={panel.note}>{SAVED_ONLY}</p>}
        <fieldset className={panel.group}>
          <legend className={panel.legend}>Who should review it</legend>
          <label className={panel.checkbox}>
            <input type="checkbox" checked={anyPublisher} onChange={(event) => setAnyPublisher(event.target.checked)} />
            {ANY_PUBLISHER}
          </label>
          <ul className={styles.reviewerList}>
            {people.map((person) => (
              <li key={person._id}>
                <label className={panel.checkbox}>
                  <input
                    type="checkbox"
                    disabled={anyPublisher}
                    checked={!anyPublisher && chosen.includes(person._id)}
                    onChange={(event) => setChosen((list) => (event.target.checked ? [...list, person._id] : list.filter((one) => one !== person._id)))}
                  />
                  {person.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <MessageField value={message} onChange={setMessage} />
        <DialogActions error={error} busy={busy} disabled={!anyPublisher && !chosen.length} submit={REQUEST_REVIEW} submitClass={panel.primary} />
      </form>
    </ModalDialog>
  );
}

/** 'Approve' or 'Request changes', with a message, on the version the reviewer has open. */
export function DecideDialog({ review, decision, version, onDecided, onClose }: { review: ReviewView; decision: 'approve' | 'changes'; version: number; onDecided: () => void; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const { busy, error, submit } = useSubmit(() => callApi('review/decide', { body: { reviewId: review._id, decision, message, version } }), 'The answer could not be saved.');
  const title = decision === 'approve' ? APPROVE : REQUEST_CHANGES;
  const send = async (event: FormEvent) => {
    if (await submit(event)) onDecided();
  };
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form onSubmit={(event) => void send(event)}>
        <p>
          {decision === 'approve'
            ? `You approve version ${version} of this page, as saved. A later save will need a new approval.`
            : 'Say what should change; the person who asked is told by email.'}
        </p>
        <MessageField value={message} onChange={setMessage} />
        <DialogActions error={error} busy={busy} disabled={decision === 'changes' && !message.trim()} submit={title} submitClass={panel.primary} />
      </form>
    </ModalDialog>
  );
}
