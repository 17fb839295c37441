'use client';

import { useId, useState, type FormEvent } from 'react';
import type { NoteView } from '@/lib/content/notes/notes';
import { apiErrorText } from '@/lib/api/client';
import { ModalDialog } from '../ui/modal-dialog';
import { ErrorAlert } from '../ui/error-alert';
import { whenText } from '../ui/when';
import { useSubmit } from '../ui/use-submit';
import panel from '../ui/panel.styles';
import styles from './notes.styles';
import type { PageNotes } from './use-page-notes';

export const DELETE_NOTE_CONFIRM = 'Delete this note? A first note is deleted with its replies.';
export const ON_REMOVED_COMPONENT = 'On a removed component';

/** Where the dialog was opened: one component's notes (with the form for a new one), or every note of the page. */
export type NotesTarget = { componentKey: string; label: string } | { page: true };

type Thread = { first: NoteView; replies: NoteView[] };

/** Notes grouped as threads, in the order they were written. */
export function threadsOf(notes: readonly NoteView[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const note of notes) if (note.replyTo === null) threads.set(note._id, { first: note, replies: [] });
  for (const note of notes) if (note.replyTo !== null) threads.get(note.replyTo)?.replies.push(note);
  return [...threads.values()];
}

/** A short text form: one labelled box and its button (new note, reply, change). */
function NoteForm({ label, submit, initial = '', onSend, onCancel }: { label: string; submit: string; initial?: string; onSend: (text: string) => Promise<void>; onCancel?: () => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const saving = useSubmit(() => onSend(text), 'The note could not be saved.');
  const { busy, error } = saving;
  const send = async (event: FormEvent) => {
    if (!(await saving.submit(event))) return;
    setText('');
    onCancel?.();
  };
  return (
    <form className={styles.compose} onSubmit={(event) => void send(event)}>
      <label className={panel.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} />
      <ErrorAlert message={error} className={panel.error} />
      <div className={styles.noteActions}>
        <button type="submit" className={`${panel.primary} ${panel.small}`} disabled={busy || !text.trim()}>
          {submit}
        </button>
        {onCancel && (
          <button type="button" className={`${panel.button} ${panel.small}`} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function NoteText({ note, api, onError }: { note: NoteView; api: PageNotes; onError: (message: string) => void }) {
  const [editing, setEditing] = useState(false);
  const textId = useId();
  const remove = async () => {
    if (!window.confirm(DELETE_NOTE_CONFIRM)) return;
    await api.remove(note._id).catch((failure: unknown) => onError(apiErrorText(failure, 'The note could not be deleted.')));
  };
  return (
    <div className={styles.note}>
      <p className={styles.byline} id={textId}>
        <strong>{note.authorName || 'A former user'}</strong>, <time dateTime={note.createdAt}>{whenText(note.createdAt)}</time>
        {note.editedAt && ' (changed)'}
      </p>
      {editing ? (
        <NoteForm label="Change the note" submit="Save note" initial={note.text} onSend={(text) => api.edit(note._id, text)} onCancel={() => setEditing(false)} />
      ) : (
        <p className={styles.text}>{note.text}</p>
      )}
      {!editing && (note.mayEdit || note.mayDelete) && (
        <div className={styles.noteActions}>
          {note.mayEdit && (
            <button type="button" className={`${panel.button} ${panel.small}`} aria-describedby={textId} onClick={() => setEditing(true)}>
              Change
            </button>
          )}
          {note.mayDelete && (
            <button type="button" className={`${panel.danger} ${panel.small}`} aria-describedby={textId} onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ThreadItem({ thread, api }: { thread: Thread; api: PageNotes }) {
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { first } = thread;
  const resolve = () => api.resolve(first._id).catch((failure: unknown) => setError(apiErrorText(failure, 'The note could not be resolved.')));
  return (
    <li className={first.resolved ? `${styles.thread} ${styles.resolvedThread}` : styles.thread}>
      <NoteText note={first} api={api} onError={setError} />
      {thread.replies.length > 0 && (
        <ol className={styles.replies} aria-label="Replies">
          {thread.replies.map((reply) => (
            <li key={reply._id}>
              <NoteText note={reply} api={api} onError={setError} />
            </li>
          ))}
        </ol>
      )}
      {first.resolved && (
        <p className={styles.status}>
          Resolved by {first.resolvedByName || 'a former user'}, {whenText(first.resolvedAt)}
        </p>
      )}
      <ErrorAlert message={error} className={panel.error} />
      {replying ? (
        <NoteForm label="Your reply" submit="Send reply" onSend={(text) => api.add(first.componentKey, text, first._id)} onCancel={() => setReplying(false)} />
      ) : (
        <div className={styles.noteActions}>
          <button type="button" className={`${panel.button} ${panel.small}`} onClick={() => setReplying(true)}>
            Reply
          </button>
          {!first.resolved && (
            <button type="button" className={`${panel.button} ${panel.small}`} onClick={() => void resolve()}>
              Resolve
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function ThreadList({ threads, api, label }: { threads: Thread[]; api: PageNotes; label: string }) {
  if (!threads.length) return null;
  return (
    <ol className={styles.threads} aria-label={label}>
      {threads.map((thread) => (
        <ThreadItem key={thread.first._id} thread={thread} api={api} />
      ))}
    </ol>
  );
}

type Props = {
  target: NotesTarget;
  api: PageNotes;
  /** A component's name by its key, for the page's list ('' when it is not on the page any more). */
  componentLabel: (componentKey: string) => string;
  onClose: () => void;
};

/**
 * Notes for staff, never shown to visitors: one component's threads with a form for a new note, or the whole page's
 * threads by component (those whose component was deleted last, 'On a removed component').
 */
export function NotesDialog({ target, api, componentLabel, onClose }: Props) {
  const component = 'componentKey' in target ? target : null;
  const threads = threadsOf(api.notes.filter((note) => !component || note.componentKey === component.componentKey));
  const open = threads.filter((thread) => !thread.first.resolved);
  const resolved = threads.filter((thread) => thread.first.resolved);
  // The page's notes by component, in the order their first thread was written; removed components last.
  const groups = new Map<string, Thread[]>();
  if (!component) {
    for (const thread of open) {
      const group = thread.first.onRemovedComponent ? ON_REMOVED_COMPONENT : componentLabel(thread.first.componentKey) || ON_REMOVED_COMPONENT;
      groups.set(group, [...(groups.get(group) ?? []), thread]);
    }
  }
  const ordered = [...groups].sort(([a], [b]) => Number(a === ON_REMOVED_COMPONENT) - Number(b === ON_REMOVED_COMPONENT));
  return (
    <ModalDialog title={component ? `Notes on ${component.label}` : 'Notes on this page'} onClose={onClose} wide>
      <p className={panel.note}>Notes are for staff: visitors never see them.</p>
      {component && <NoteForm label="New note" submit="Add note" onSend={(text) => api.add(component.componentKey, text)} />}
      {api.error ? <ErrorAlert message={apiErrorText(api.error, 'The notes could not be loaded.')} className={panel.error} /> : null}
      {!open.length && !resolved.length && <p className={panel.note}>No notes yet.</p>}
      {component ? (
        <ThreadList threads={open} api={api} label="Open notes" />
      ) : (
        ordered.map(([group, list]) => (
          <section key={group} className={styles.group} aria-label={group}>
            <h3>{group}</h3>
            <ThreadList threads={list} api={api} label={`Open notes: ${group}`} />
          </section>
        ))
      )}
      {resolved.length > 0 && (
        <details className={styles.group}>
          <summary>Resolved ({resolved.length})</summary>
          <ThreadList threads={resolved} api={api} label="Resolved notes" />
        </details>
      )}
    </ModalDialog>
  );
}
