// One shape for the many tagged pages the hub and featured content list (course sessions, support groups, events):
// a short 'About' text, the practical details, what to do next, and the help box. Pure data.
import type { DemoImageName } from '../demo-images';
import { anchor, anchorLink, button, formattedText, headerImage, helpNow, richText, type PageDraft } from './shared';
import type { Link } from '../../content/schemas';

export type ListingEntry = {
  /** The last part of the address, under the section's path. */
  name: string;
  title: string;
  /** One or two sentences: the header's description and the card's text. */
  description: string;
  /** 'yyyy-MM-dd'; a single day has only a start. */
  startDate?: string;
  endDate?: string;
  tags: string[];
  /** Paragraphs of the 'About' text. */
  about: string[];
  /** Label and value, e.g. ['When', '9 am to 4.30 pm, both days']. Plain text. */
  details: [string, string][];
};

export type ListingSection = {
  /** Page ids are `<idPrefix><name>`. */
  idPrefix: string;
  /** The section's address, e.g. 'training/courses'. */
  path: string;
  aboutHeading: string;
  /** The main button: how to book or ask. */
  action: Link;
  /** Back to the section's overview (a header quick link and a button). */
  back: Link;
};

/** A listing page before its header type and picture are chosen (withAlternatingHeaders). */
export type ListingDraft = Omit<PageDraft, 'headerType' | 'header'> & { header: Omit<PageDraft['header'], 'image'> };

export function listingDrafts(section: ListingSection, entries: ListingEntry[]): ListingDraft[] {
  return entries.map((entry) => ({
    id: `${section.idPrefix}${entry.name}`,
    slug: `${section.path}/${entry.name}`,
    frequency: 'weekly',
    priority: 0.5,
    tags: entry.tags,
    header: {
      title: entry.title,
      description: entry.description,
      quickLinks: [anchorLink('details', 'Details'), section.back],
      ...(entry.startDate ? { startDate: entry.startDate } : {}),
      ...(entry.endDate ? { endDate: entry.endDate } : {}),
    },
    contents: [
      formattedText('about', `## ${section.aboutHeading}\n\n${entry.about.join('\n\n')}`),
      anchor('details-anchor', 'details'),
      richText(
        'details',
        '<h2>Details</h2><ul>' + entry.details.map(([label, value]) => `<li><strong>${label}:</strong> ${value}</li>`).join('') + '</ul>',
      ),
      button('action', section.action),
      button('back', section.back, 'plain'),
      helpNow('help-now'),
    ],
  }));
}

const fullWidthPictures: DemoImageName[] = ['gentle-tide', 'rolling-hills', 'circle-of-chairs', 'city-evening', 'harbour-dawn'];
const halfWidthPictures: DemoImageName[] = ['leaf-shelter', 'open-window', 'sunrise-circle', 'river-stones', 'calm-sail', 'kite-breeze', 'lighthouse-dusk'];

/**
 * Gives the listing pages alternating header types, starting with `first`, each with a header picture of the
 * matching shape (the demo site's published pages alternate header types, tests/seed/demo-content.test.ts).
 */
export function withAlternatingHeaders(drafts: ListingDraft[], first: PageDraft['headerType']): PageDraft[] {
  const firstIsFull = first === 'FullWidthImageCustomHeader';
  return drafts.map((draft, index) => {
    const full = index % 2 === 0 ? firstIsFull : !firstIsFull;
    const pictures = full ? fullWidthPictures : halfWidthPictures;
    return {
      ...draft,
      headerType: full ? 'FullWidthImageCustomHeader' : 'HalfWidthImageCustomHeader',
      header: { ...draft.header, image: headerImage(pictures[Math.floor(index / 2) % pictures.length]) },
    };
  });
}
