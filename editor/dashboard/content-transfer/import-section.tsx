'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, callApi } from '@/lib/api/client';
import type { ImportMode } from '@/lib/content-transfer/format';
import { readContentFile, type ContentFile } from './content-file';
import { checkedStatus, confirmImport, contentTransferText as text, importedStatus, siteParts, THIS_SITE } from './content-transfer-labels';
import { FileSummary } from './file-summary';
import { ImportReport, type Report } from './import-report';
import styles from './content-transfer.styles';

type Step = { kind: 'check' } | { kind: 'checking' } | { kind: 'checked'; report: Report } | { kind: 'importing'; report: Report } | { kind: 'done'; report: Report };
type Failure = { message: string; fields: [string, string][] };

const failureOf = (problem: unknown): Failure => ({
  message: problem instanceof Error ? problem.message : String(problem),
  fields: problem instanceof ApiError && problem.fields ? Object.entries(problem.fields) : [],
});

/** What the checked report says a real import would write: its pages, and the site parts taken in. */
function wouldWrite(report: Report) {
  const parts = siteParts.filter((part) => ['imported', 'replaced'].includes(report.site[part].outcome));
  return { pages: report.imported.length, replaced: report.imported.filter((page) => page.replaced).length, parts };
}

type Props = { domainId: string; domainName: string | null; onNavigate(path: string): void };

/**
 * Import: choose a content file (read and checked in the browser), choose how to treat addresses already in use
 * and whether to take the site parts, 'Check import' (a dry run that writes nothing), then 'Import'. Changing
 * the file or an option goes back to the check, so what is imported is always what was last checked.
 */
export function ImportSection({ domainId, domainName, onNavigate }: Props) {
  const id = useId();
  const [file, setFile] = useState<ContentFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [mode, setMode] = useState<ImportMode>('skip');
  const [includeSite, setIncludeSite] = useState(true);
  const [step, setStep] = useState<Step>({ kind: 'check' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [status, setStatus] = useState('');
  // Answers to a file, a check or an import that was changed meanwhile are dropped.
  const generation = useRef(0);
  const fileGeneration = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const [focusReport, setFocusReport] = useState(false);
  useEffect(() => {
    if (!focusReport) return;
    reportHeading.current?.focus();
    setFocusReport(false);
  }, [focusReport]);

  const target = domainName ?? THIS_SITE;
  const busy = reading || step.kind === 'checking' || step.kind === 'importing';

  const reset = () => {
    generation.current += 1;
    setStep({ kind: 'check' });
    setFailure(null);
    setStatus('');
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    const ticket = ++fileGeneration.current;
    setFile(null);
    setFileError(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return setReading(false);
    setReading(true);
    const result = await readContentFile(chosen);
    if (ticket !== fileGeneration.current) return;
    setReading(false);
    if (result.ok) setFile(result.file);
    else setFileError(result.message);
  };

  const send = (dryRun: boolean) =>
    callApi<Report>('content/import', { body: { domainId, document: file!.document, mode, dryRun, includeSite } });

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setFileError(fileError ?? text.chooseFileFirst);
      input.current?.focus();
      return;
    }
    reset();
    const ticket = generation.current;
    setStep({ kind: 'checking' });
    setStatus(text.checking);
    try {
      const report = await send(true);
      if (ticket !== generation.current) return;
      setStep({ kind: 'checked', report });
      setStatus(checkedStatus(report.imported.length, report.skipped.length, report.refused.length));
    } catch (problem) {
      if (ticket !== generation.current) return;
      setStep({ kind: 'check' });
      setStatus('');
      setFailure(failureOf(problem));
    }
  };

  const runImport = async () => {
    if (step.kind !== 'checked' || !file) return;
    const plan = wouldWrite(step.report);
    if (!window.confirm(confirmImport(target, plan.pages, plan.replaced, plan.parts))) return;
    const ticket = generation.current;
    const checked = step.report;
    setFailure(null);
    setStep({ kind: 'importing', report: checked });
    setStatus(text.importing);
    try {
      const report = await send(false);
      if (ticket !== generation.current) return;
      setStep({ kind: 'done', report });
      setStatus(importedStatus(target, report.imported.length, report.skipped.length, report.refused.length));
      setFocusReport(true);
    } catch (problem) {
      if (ticket !== generation.current) return;
      // The check still stands: the import can be tried again.
      setStep({ kind: 'checked', report: checked });
      setStatus('');
      setFailure(failureOf(problem));
    }
  };

  const report = step.kind === 'checked' || step.kind === 'importing' || step.kind === 'done' ? step.report : null;
  const canImport = report !== null && step.kind !== 'done' && (() => {
    const plan = wouldWrite(report);
    return plan.pages > 0 || plan.parts.length > 0;
  })();
  const describedBy = [`${id}-file-hint`, file || fileError ? `${id}-file-summary` : ''].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.box}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {text.importHeading}
      </h3>
      <p className={styles.note}>{text.draftsNote}</p>
      <form onSubmit={check} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            {text.fileLabel}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            className={styles.fileInput}
            onChange={(event) => void onFile(event)}
            aria-describedby={describedBy}
            aria-invalid={fileError ? true : undefined}
          />
          <p id={`${id}-file-hint`} className={styles.hint}>
            {reading ? text.reading : text.fileHint}
          </p>
          {(file || fileError) && (
            <div id={`${id}-file-summary`}>
              {fileError ? (
                <p className={styles.fieldError}>{fileError}</p>
              ) : (
                <FileSummary file={file!} />
              )}
            </div>
          )}
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.modeLegend}</legend>
          {(
            [
              ['skip', text.modeSkip],
              ['replace', text.modeReplace],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className={styles.choice}>
              <input
                type="radio"
                id={`${id}-mode-${value}`}
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  reset();
                }}
              />
              <label htmlFor={`${id}-mode-${value}`}>{label}</label>
            </div>
          ))}
        </fieldset>
        <div className={styles.choice}>
          <input
            type="checkbox"
            id={`${id}-site`}
            checked={includeSite}
            onChange={(event) => {
              setIncludeSite(event.target.checked);
              reset();
            }}
          />
          <label htmlFor={`${id}-site`}>{text.includeSite}</label>
        </div>
        {failure && (
          <div role="alert" className={styles.error}>
            <p>{failure.message}</p>
            {failure.fields.length > 0 && (
              <ul aria-label={text.fieldProblems}>
                {failure.fields.map(([path, message]) => (
                  <li key={path}>
                    <code className={styles.path}>{path}</code>: {message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={styles.actions}>
          {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
          <button type="submit" className={step.kind === 'checked' ? styles.button : styles.primary} aria-disabled={busy}>
            {text.check}
          </button>
          {canImport && (
            <button type="button" className={styles.primary} aria-disabled={busy} onClick={() => void runImport()}>
              {text.import}
            </button>
          )}
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {step.kind === 'checked' && !canImport && <p className={styles.note}>{text.nothingToImport}</p>}
      {report && <ImportReport report={report} onNavigate={onNavigate} headingRef={reportHeading} />}
    </section>
  );
}
