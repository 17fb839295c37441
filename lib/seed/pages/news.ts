// The news pages. Only a draft so far: the winter appeal, saved but never published.
import { button, formattedText, headerImage, helpNow, pageLink, type PageDraft } from './shared';

/** Saved but never published: proves drafts stay out of visitors' sight. */
export const winterAppealDraft: PageDraft = {
  id: 'page-news-winter-appeal',
  slug: 'news/winter-appeal',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.5,
  header: {
    title: 'Winter appeal: keep the line open on the longest nights',
    description: 'DRAFT - not yet published. Calls to our crisis line rise through winter. Help us answer every one.',
    image: headerImage('harbour-dawn'),
    quickLinks: [pageLink('/donate', 'Donate'), pageLink('/get-involved/volunteer', 'Volunteer')],
  },
  contents: [
    formattedText(
      'appeal',
      '## Long nights are hard\n\n' +
        'When the days are short, more people reach out. This winter we want to add 2,000 extra hours on the crisis ' +
        'line.\n\n' +
        'Draft note for editors: confirm the target with the fundraising team before publishing.',
    ),
    button('donate-button', pageLink('/donate', 'Give to the winter appeal')),
    helpNow('help-now'),
  ],
};
