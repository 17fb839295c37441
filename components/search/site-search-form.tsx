import { SEARCH_BUTTON, SEARCH_LABEL, SEARCH_PATH } from './search-text';

type Props = {
  /** Tells the forms of one page apart ('header', 'menu'): each input needs its own id. */
  place: string;
  className?: string;
};

/**
 * The header's search: a plain GET form to the search page, so it works before and without the page's scripts. A
 * labelled search landmark; the label is read by screen readers and shown as the field's placeholder.
 */
export function SiteSearchForm({ place, className }: Props) {
  const id = `site-search-${place}`;
  return (
    <form role="search" aria-label={SEARCH_LABEL} action={SEARCH_PATH} method="get" className={className ? `cs-site-search ${className}` : 'cs-site-search'}>
      <label htmlFor={id} className="cs-visually-hidden">
        {SEARCH_LABEL}
      </label>
      <input id={id} className="cs-site-search__input" type="search" name="q" maxLength={200} autoComplete="off" placeholder={SEARCH_LABEL} enterKeyHint="search" />
      <button type="submit" className="cs-site-search__button">
        {SEARCH_BUTTON}
      </button>
    </form>
  );
}
