// The search page as the server renders it: the form (a plain GET form: it needs no script), crisis help first when
// the words signal risk, then the results ten at a time with numbered pages, or suggestions when nothing was found.
import type { CrisisContact, Nav } from '@/lib/content/schemas';
import type { SearchAnswer, SearchResultItem } from '@/lib/search/site-search';
import { smsHref, telHref } from '@/lib/content/site/crisis-contacts';
import { isUsableLink } from '@/components/ui/link-href';
import { SiteLink } from '@/components/ui/site-link';
import { itemLink, UrgentLinks } from '@/components/layout/nav-links';
import { SEARCH_BUTTON, SEARCH_LABEL, SEARCH_PATH } from './search-text';
import styles from './search-view.module.css';

export type SearchForm = { q: string; section: string; upcoming: boolean; page: number };

type Props = {
  answer: SearchAnswer;
  form: SearchForm;
  nav: Nav;
  /** The published crisis-contact register, which the header's crisis links may name. */
  register: readonly CrisisContact[];
};

export const CRISIS_HEADING = "You don't have to go through this alone";
export const CRISIS_TEXT =
  'If you are thinking about suicide or hurting yourself, or you do not feel safe right now, you can talk to someone now. These services are free and confidential.';

/** The address of another page of the same search. */
function pageHref(form: SearchForm, page: number): string {
  const query = new URLSearchParams({ q: form.q });
  if (form.section) query.set('section', form.section);
  if (form.upcoming) query.set('upcoming', 'true');
  if (page > 1) query.set('page', String(page));
  return `${SEARCH_PATH}?${query}`;
}

const resultsLine = (total: number, q: string) => `${total} ${total === 1 ? 'result' : 'results'} for ‘${q}’`;

export function SearchView({ answer, form, nav, register }: Props) {
  const asked = answer.query !== '';
  return (
    <div className={`cs-container ${styles.page}`}>
      <h1>{asked ? 'Search results' : 'Search'}</h1>
      <form role="search" aria-label={SEARCH_LABEL} action={SEARCH_PATH} method="get" className={styles.form}>
        <div className={styles.query}>
          <label htmlFor="search-q">{SEARCH_LABEL}</label>
          <div className={styles.row}>
            <input id="search-q" type="search" name="q" defaultValue={form.q} maxLength={200} autoComplete="off" enterKeyHint="search" />
            <button type="submit" className="cs-button">
              {SEARCH_BUTTON}
            </button>
          </div>
        </div>
        <div className={styles.filters}>
          {answer.sections.length > 0 && (
            <div>
              <label htmlFor="search-section">Section</label>
              <select id="search-section" name="section" defaultValue={form.section}>
                <option value="">All sections</option>
                {answer.sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label className={styles.check}>
            <input type="checkbox" name="upcoming" value="true" defaultChecked={form.upcoming} />
            Upcoming courses and events only
          </label>
        </div>
      </form>
      {answer.crisis && <CrisisHelpPanel contacts={answer.crisis.contacts} nav={nav} />}
      {asked && (
        <p role="status" className={styles.count}>
          {resultsLine(answer.total, answer.query)}
        </p>
      )}
      {asked && answer.results.length > 0 && (
        <ol className={styles.results}>
          {answer.results.map((result) => (
            <ResultItem key={result.url} result={result} />
          ))}
        </ol>
      )}
      {asked && answer.total === 0 && <NoResults answer={answer} nav={nav} register={register} />}
      {answer.pageCount > 1 && <Pages form={form} current={answer.page} count={answer.pageCount} />}
    </div>
  );
}

function ResultItem({ result }: { result: SearchResultItem }) {
  const meta = [result.section, result.dateLine].filter(Boolean);
  return (
    <li className={styles.result}>
      <h2>
        <a href={result.url}>{result.title}</a>
      </h2>
      {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
      {result.snippet.length > 0 && (
        <p className={styles.snippet}>{result.snippet.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</p>
      )}
    </li>
  );
}

type Contacts = NonNullable<SearchAnswer['crisis']>['contacts'];

/** Crisis help, above every result: the register's contacts to call or text, or the header's crisis links. */
function CrisisHelpPanel({ contacts, nav }: { contacts: Contacts; nav: Nav }) {
  return (
    <section className={styles.crisis} aria-labelledby="search-crisis-heading">
      <h2 id="search-crisis-heading">{CRISIS_HEADING}</h2>
      <p>{CRISIS_TEXT}</p>
      {contacts.length > 0 ? (
        <ul className={styles.contacts}>
          {contacts.map((contact) => (
            <li key={contact.id}>
              <strong>{contact.name}</strong>
              {telHref(contact.phone) && (
                <a href={telHref(contact.phone)} className="cs-button">
                  Call {contact.phone}
                </a>
              )}
              {smsHref(contact.text) && (
                <a href={smsHref(contact.text)} className="cs-button cs-button--secondary">
                  Text {contact.text}
                </a>
              )}
              {contact.hours && <span>{contact.hours}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <UrgentLinks nav={nav} className={styles.urgent} />
      )}
    </section>
  );
}

/** Nothing found: what to try, the navigation's main pages, and where to talk to someone now. */
function NoResults({ answer, nav, register }: { answer: SearchAnswer; nav: Nav; register: readonly CrisisContact[] }) {
  const pages = nav.tierOneItems.map(itemLink).filter(isUsableLink);
  return (
    <section className={styles.none} aria-labelledby="search-none-heading">
      <h2 id="search-none-heading">No results for ‘{answer.query}’</h2>
      <p>Check the spelling, try fewer or different words, or start from one of these pages.</p>
      {pages.length > 0 && (
        <ul>
          {pages.map((link, i) => (
            <li key={i}>
              <SiteLink link={link} />
            </li>
          ))}
        </ul>
      )}
      {!answer.crisis && (
        <>
          <p>If you need to talk to someone now:</p>
          <UrgentLinks nav={nav} className={styles.urgent} contacts={register} />
        </>
      )}
    </section>
  );
}

/** Numbered pages: the first, the last, and two either side of this one. */
function Pages({ form, current, count }: { form: SearchForm; current: number; count: number }) {
  const shown = [...new Set([1, count, ...[-2, -1, 0, 1, 2].map((step) => current + step)])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return (
    <nav aria-label="Search results pages" className={styles.pages}>
      <ul>
        {current > 1 && (
          <li>
            <a href={pageHref(form, current - 1)}>Previous</a>
          </li>
        )}
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && n - shown[i - 1] > 1 && <span aria-hidden="true">…</span>}
            <a href={pageHref(form, n)} aria-current={n === current ? 'page' : undefined}>
              <span className="cs-visually-hidden">Page </span>
              {n}
            </a>
          </li>
        ))}
        {current < count && (
          <li>
            <a href={pageHref(form, current + 1)}>Next</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
