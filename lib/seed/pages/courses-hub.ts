// 'Find a course': the filterable hub of every tagged page, opened on courses first in name order.
import { TAG_CATEGORIES } from '../../hub/tags';
import { anchor, anchorLink, headerImage, helpNow, pageHub, pageLink, text, type PageDraft } from './shared';

export const coursesHub: PageDraft = {
  id: 'page-training-courses',
  slug: 'training/courses',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'weekly',
  priority: 0.8,
  header: {
    title: 'Find a course',
    description: 'Workshops, support groups and community events across South Australia and online. Filter by what suits you.',
    image: headerImage('open-window'),
    quickLinks: [
      anchorLink('find', 'Browse courses and events'),
      pageLink('/training', 'About our training'),
      pageLink('/training/enquiry', 'Enquire about training'),
    ],
  },
  contents: [
    text(
      'intro',
      'Choose a type, a place or a month under Explore By to narrow the list. Every course can also come to your ' +
        'workplace, school or community group: ask us through the enquiry form.',
    ),
    anchor('find-anchor', 'find'),
    pageHub('hub', {
      sideFiltersToShow: [TAG_CATEGORIES.eventsType, TAG_CATEGORIES.location, TAG_CATEGORIES.date, TAG_CATEGORIES.eventType],
      hubFilters: [],
      sortBy: 'a-z',
    }),
    helpNow('help-now'),
  ],
};
