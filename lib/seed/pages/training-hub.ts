// The pages of the second demo site, the Tidewell Training Hub: a home page and the workshop calendar.
import {
  ORG_NAME, anchor, anchorLink, buttonCta, expandableDetails, formattedText, headerImage, iconList, illustratedFocusArea,
  pageLink, richText, text, type PageDraft,
} from './shared';

/** Slugs the first demo site does not use, so each site's pages are 'not found' on the other. */
export const trainingHubHome: PageDraft = {
  id: 'second-site-page-home',
  slug: '',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'weekly',
  priority: 1,
  header: {
    title: 'Training that helps people stay safe',
    description:
      `The Tidewell Training Hub is the training arm of ${ORG_NAME}. We run suicide-prevention and mental-health ` +
      'workshops for community groups, schools and workplaces.',
    image: headerImage('rolling-hills'),
    quickLinks: [pageLink('/workshop-calendar', 'See the workshop calendar'), anchorLink('why-train', 'Why train with us')],
    backgroundColour: 'blue-200',
  },
  contents: [
    anchor('why-train-anchor', 'why-train'),
    formattedText(
      'why-train',
      '## Why train with us\n\n' +
        'Our trainers have answered crisis calls themselves. They teach what works when someone you know is ' +
        'struggling: noticing the signs, asking directly, listening, and connecting the person with help.',
    ),
    iconList('what-you-get', [
      'Small groups of at most 20 people, in person or online.',
      'Trainers with lived experience and years on the crisis line.',
      'A certificate and a workbook to keep.',
      'Follow-up support for a month after every course.',
    ]),
    illustratedFocusArea(
      'for-workplaces',
      'volunteer',
      'Training for your whole team',
      'We come to you: one day for managers, half a day for everyone else, shaped around the work you do.',
    ),
    buttonCta('calendar-cta', pageLink('/workshop-calendar', 'Find a workshop near you')),
    text('demo-note', 'This is the second site of a demonstration website: the hub and its workshops are made up.'),
  ],
};

export const workshopCalendar: PageDraft = {
  id: 'second-site-page-workshop-calendar',
  slug: 'workshop-calendar',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'weekly',
  priority: 0.8,
  header: {
    title: 'Workshop calendar',
    description: 'Every workshop the hub runs this season, in the city, in the regions and online.',
    image: headerImage('sunrise-circle'),
    quickLinks: [anchorLink('this-season', 'This season'), pageLink('/', 'Back to the hub')],
    backgroundColour: 'pink-50',
  },
  contents: [
    anchor('this-season-anchor', 'this-season'),
    richText(
      'this-season',
      '<h2>This season</h2>' +
        '<ul>' +
        '<li><strong>ASIST</strong>: two days, every second month in the city and online.</li>' +
        '<li><strong>Mental Health First Aid</strong>: two days, or four evenings online.</li>' +
        '<li><strong>Safe conversations at work</strong>: half a day, at your workplace.</li>' +
        '</ul>',
    ),
    expandableDetails('booking', {
      header: 'How booking works',
      illustration: 'regular',
      contents: [
        formattedText(
          'booking-steps',
          'Choose a workshop, then send us an enquiry: we confirm a place within two working days. Places are ' +
            'free for volunteers of community groups.',
        ),
      ],
    }),
    buttonCta('home-cta', pageLink('/', 'Back to the Training Hub'), 'secondary'),
  ],
};

export const trainingHubPages: PageDraft[] = [trainingHubHome, workshopCalendar];
