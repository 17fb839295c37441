// Sort keys stored beside a published page so the hub sorts in the store, not in memory.
import { parseTag, parseMonthYear, TAG_CATEGORIES } from './tags';

export type ListingFields = {
  /** 'yyyy-MM-dd' the hub sorts 'Newest to Oldest' / 'Oldest to Newest' by. */
  date: string;
  /** The title in lower case, for 'Name A-Z' / 'Name Z-A'. */
  title: string;
};

type ListedPage = {
  header?: { title?: string; startDate?: string; endDate?: string };
  tags?: readonly string[];
  createdAt?: string;
  lastPublished?: string | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A page's date for sorting: its start date, else its end date, else the first 'Date:Month Year' tag (the
 * first of that month), else when it was created, else when it was last published.
 */
export function listingFields(page: ListedPage): ListingFields {
  const fromTag = (page.tags ?? [])
    .map((tag) => parseTag(tag))
    .find((tag) => tag?.category === TAG_CATEGORIES.date && parseMonthYear(tag.value));
  const monthYear = fromTag ? parseMonthYear(fromTag.value) : null;
  const date =
    page.header?.startDate ||
    page.header?.endDate ||
    (monthYear ? `${monthYear.year}-${pad(monthYear.month + 1)}-01` : '') ||
    (page.createdAt ?? page.lastPublished ?? '').slice(0, 10);
  return { date, title: (page.header?.title ?? '').trim().toLowerCase() };
}

/** The copy of a page visitors read: the page itself plus its sort keys (never read back into a Page). */
export const withListing = <P extends ListedPage>(page: P): P & { listing: ListingFields } => ({ ...page, listing: listingFields(page) });
