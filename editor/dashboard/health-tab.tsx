'use client';

import { useId, type MouseEvent } from 'react';
import useSWR from 'swr';
import { apiErrorText, callApi } from '@/lib/api/client';
import { healthKindLabels, healthKinds, type HealthPlace, type HealthReport } from '@/lib/content/health/health-kinds';
import { ErrorAlert } from '../ui/error-alert';
import { useSubmit } from '../ui/use-submit';
import { whenText } from '../ui/when';
import shared from '../ui/data-view.styles';
import panel from '../ui/panel.styles';
import type { DashboardTabProps } from './tab-props';

export const healthText = {
  intro:
    'What visitors would trip over in the published site: pages past their review date, broken links, missing pictures and documents, pictures without alternative text, phone numbers the crisis-contact register does not know, and pages nothing links to. Checked daily, and whenever you ask.',
  checkNow: 'Check now',
  checking: 'Checking the site… this can take a minute.',
  never: 'The site has not been checked yet.',
  failed: 'The last check did not finish. Try again.',
  checked: (pages: number, links: number) => `: ${pages} page${pages === 1 ? '' : 's'}, ${links} link${links === 1 ? '' : 's'} to other sites.`,
  clean: 'No problems found.',
  truncated: 'There are more problems than the report lists: fix these, then check again.',
  open: (place: HealthPlace) => (place.part ? `${place.label} (open any page to edit it)` : place.label),
};

/**
 * The Content health tab: the latest report, grouped by kind, each problem with a link to where it is fixed (the page
 * in the editor; the navigation and footer on any page), and 'Check now' (the tab asks again until the run is done).
 */
export function HealthTab({ domainId, onNavigate }: DashboardTabProps) {
  const id = useId();
  const { data, error, mutate } = useSWR(['site/health', domainId] as const, ([path, domain]) => callApi<{ report: HealthReport | null }>(path, { query: { domainId: domain } }), {
    dedupingInterval: 0,
    refreshInterval: (latest) => (latest?.report?.state === 'running' ? 1500 : 0),
  });
  const run = useSubmit(async () => {
    const started = await callApi<{ report: HealthReport | null }>('site/checkHealth', { body: { domainId } });
    await mutate(started, { revalidate: false });
  }, 'The check could not be started.');
  const report = data?.report ?? null;
  const running = report?.state === 'running';
  const open = (event: MouseEvent<HTMLAnchorElement>, place: HealthPlace) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(place.slug === undefined ? '/' : `/${place.slug}`);
  };

  return (
    <div className={shared.view}>
      <p className={shared.hint}>{healthText.intro}</p>
      <div className={panel.actions}>
        <button type="button" className={panel.primary} disabled={run.busy || running} onClick={() => void run.submit()}>
          {healthText.checkNow}
        </button>
      </div>
      <ErrorAlert message={run.error ?? (error ? apiErrorText(error, 'The report could not be loaded.') : null)} className={shared.error} />
      <div role="status" className={shared.hint}>
        {running ? healthText.checking : data && !report ? healthText.never : report?.state === 'failed' ? healthText.failed : ''}
      </div>
      {report && report.state === 'done' && report.finishedAt && (
        <>
          <p className={shared.total}>
            Last checked at <time dateTime={report.finishedAt}>{whenText(report.finishedAt)}</time>
            {healthText.checked(report.pagesChecked, report.externalLinksChecked)}
          </p>
          {report.problems.length === 0 && <p className={shared.empty}>{healthText.clean}</p>}
          {report.truncated && <p className={shared.hint}>{healthText.truncated}</p>}
          {healthKinds.map((kind) => {
            const problems = report.problems.filter((problem) => problem.kind === kind);
            if (!problems.length) return null;
            return (
              <section key={kind} className={panel.section} aria-labelledby={`${id}-${kind}`}>
                <h3 id={`${id}-${kind}`}>
                  {healthKindLabels[kind]} ({problems.length})
                </h3>
                <ul className={panel.list}>
                  {problems.map((problem, index) => (
                    <li key={index}>
                      <a href={problem.place.slug === undefined ? '/' : `/${problem.place.slug}`} onClick={(event) => open(event, problem.place)}>
                        {healthText.open(problem.place)}
                      </a>
                      : {problem.message}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
