// Events and Walk for Hope. The ways to give time or money are in get-involved.ts.
import {
  anchor, anchorLink, button, demoPicture, eventList, formattedText, genericPage, headerImage, helpNow, linkBlock, media, pageLink, richText,
  text, vimeo, type PageDraft,
} from './shared';
import { donate, getInvolved, volunteer } from './get-involved';

/** Big Buck Bunny (Blender Foundation, CC BY 3.0) on Vimeo: a stand-in for the charity's own film. */
const DEMO_VIMEO_ID = '1084537';

export const events: PageDraft = {
  id: 'page-events',
  slug: 'events',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'weekly',
  priority: 0.8,
  header: {
    title: 'Events',
    description: 'Workshops, community gatherings and fundraisers. Come along, learn something and meet good people.',
    image: headerImage('gentle-tide'),
    quickLinks: [
      anchorLink('upcoming', 'What’s coming up'),
      pageLink('/events/walk-for-hope', 'Walk for Hope'),
      pageLink('/training', 'Training courses'),
    ],
  },
  contents: [
    anchor('upcoming-anchor', 'upcoming'),
    formattedText(
      'upcoming',
      '## What’s coming up\n\n' +
        'Public ASIST and Mental Health First Aid workshops run most months in the city and in regional centres. ' +
        'Places are limited, so we suggest booking early.\n\n' +
        'Our community events are free unless noted, and everyone is welcome, including children and well-behaved dogs.',
    ),
    // Every upcoming session from the ticketing provider (sample events when it is not configured).
    eventList('event-list', ''),
    // A section with its own title and description, holding the talk series' details.
    genericPage(
      'community-conversations',
      {
        title: 'Community conversations',
        description: 'Free evening talks at local libraries on looking after your mental health. No need to book.',
      },
      [
        richText(
          'conversation-topics',
          '<h3>This season’s talks</h3>' +
            '<ul>' +
            '<li><strong>Sleep, stress and the long nights</strong>: simple ways to rest better when your mind is busy.</li>' +
            '<li><strong>Talking to teenagers about tough stuff</strong>: for parents, carers and anyone with a ' +
            'young person in their life.</li>' +
            '<li><strong>After a loss</strong>: what grief can look like, and how friends can help.</li>' +
            '</ul>' +
            '<p>Talks start at 6.30 pm and finish by 8 pm, with tea and biscuits afterwards.</p>',
        ),
        linkBlock('conversations-contact', pageLink('/contact', 'Ask us to bring a talk to your library')),
      ],
    ),
    richText(
      'regular-events',
      '<h2>Regular events</h2>' +
        '<ul>' +
        '<li><strong>Walk for Hope</strong>: our biggest day of the year, every October during Mental Health Month. ' +
        '<a href="/events/walk-for-hope">Find out more</a>.</li>' +
        '<li><strong>Volunteer information sessions</strong>: the first Wednesday of every month. ' +
        '<a href="/get-involved/volunteer">Learn about volunteering</a>.</li>' +
        '</ul>',
    ),
    button('training-button', pageLink('/training', 'Browse training courses')),
    helpNow('help-now'),
  ],
};

export const walkForHope: PageDraft = {
  id: 'page-events-walk-for-hope',
  slug: 'events/walk-for-hope',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.7,
  header: {
    title: 'Walk for Hope',
    description:
      'Every October, thousands of people walk together at sunrise to remember, to hope and to raise funds for our ' +
      'crisis line.',
    image: headerImage('sunrise-circle'),
    quickLinks: [
      anchorLink('on-the-day', 'On the day'),
      anchorLink('fundraise', 'Fundraise'),
      pageLink('/donate', 'Donate'),
    ],
    backgroundColour: 'pink-50',
  },
  contents: [
    text(
      'intro',
      'Walk 5 km along the foreshore, or join in from your own street. However you take part, you are not walking alone.',
    ),
    anchor('on-the-day-anchor', 'on-the-day'),
    formattedText(
      'on-the-day',
      '## On the day\n\n' +
        'We gather at 6 am for a short welcome, then walk as the sun comes up. Breakfast is waiting at the finish line.\n\n' +
        'Wellbeing volunteers in blue shirts are along the route and at the finish. The day can stir up memories, so ' +
        'please come and say hello if you would like a chat.',
    ),
    // A second film, on Vimeo, so the site shows both players the overlay supports.
    media('walk-film', {
      image: demoPicture('harbour-dawn', ''),
      video: vimeo(DEMO_VIMEO_ID),
      caption: { text: 'Sunrise on the foreshore (demo video: Big Buck Bunny on Vimeo, CC BY Blender Foundation)' },
    }),
    anchor('fundraise-anchor', 'fundraise'),
    richText(
      'fundraise',
      '<h2>Fundraise</h2>' +
        '<p>Every dollar you raise keeps our crisis line answered. <strong>$120</strong> covers an overnight shift for ' +
        'one crisis supporter.</p>' +
        '<p>Not able to walk? You can still <a href="/donate">make a donation</a>.</p>',
    ),
    button('donate-button', pageLink('/donate', 'Donate to Walk for Hope')),
    helpNow('help-now'),
  ],
};

export const eventsAndInvolvementPages: PageDraft[] = [events, walkForHope, getInvolved, volunteer, donate];
