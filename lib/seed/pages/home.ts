// The home page (slug ''): who we are and the three ways in - help, training, getting involved.
import {
  CRISIS_LINE, emergencyToken, anchor, anchorLink, button, buttonCta, headerImage, demoPicture, emergencyContact, featuredContent, formattedText, helpNow,
  iconList, pageLink, richText, tag, testimonials, text, type PageDraft,
} from './shared';
import { CRISIS_CONTACT_ID } from '../site-chrome';

export const homePage: PageDraft = {
  id: 'page-home',
  slug: '',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'weekly',
  priority: 1,
  header: {
    title: 'You don’t have to face it alone',
    description:
      'Tidewell Community Support is here for anyone doing it tough. Talk to us any time, learn how to support the people ' +
      'around you, or join a group where people understand.',
    image: headerImage('harbour-dawn'),
    quickLinks: [
      pageLink('/get-help', 'Get help now'),
      pageLink('/training', 'Find a training course'),
      pageLink('/get-help/support-groups', 'Join a support group'),
      anchorLink('ways-to-help', 'Ways you can help'),
    ],
    backgroundColour: 'blue-200',
  },
  contents: [
    // Help first: someone arriving in crisis should not have to scroll or read to find the number.
    emergencyContact('talk-now', {
      contactId: CRISIS_CONTACT_ID,
      header: 'Need to talk to someone now?',
      subHeading: 'Our crisis line is open 24 hours a day, 7 days a week, including public holidays.',
      phoneNumber: CRISIS_LINE,
      emergencyInfo:
        `If your life or someone else’s life is in danger, call ${emergencyToken}. ` +
        'The crisis line number above is a demo number on this sample website and is not answered.',
      linkOne: pageLink('/get-help', 'Other ways to get help'),
      linkTwo: pageLink('/get-help/crisis-line', 'What happens when you call'),
    }),
    richText(
      'what-we-do',
      '<h2>What we do</h2>' +
        '<p>For more than thirty years our volunteers and staff have been a steady, kind voice for people in our community. ' +
        'We do three things, and we try to do them well:</p>' +
        '<ul>' +
        '<li><strong>We listen.</strong> Our <a href="/get-help/crisis-line">24/7 crisis line</a> is answered by trained ' +
        'people who will not judge you or rush you.</li>' +
        '<li><strong>We teach.</strong> Our <a href="/training">workshops</a> give everyday people the confidence to notice ' +
        'when someone is struggling and to help them stay safe.</li>' +
        '<li><strong>We bring people together.</strong> Free <a href="/get-help/support-groups">support groups</a> meet every ' +
        'week, in person and online.</li>' +
        '</ul>',
    ),
    formattedText('when-you-call-intro', '## When you reach out to us'),
    iconList('when-you-call', [
      'A real person answers, day or night.',
      'No judgement, and no rush: take all the time you need.',
      'You do not have to give your name.',
      'Together we work out what would help you get through today.',
    ]),
    formattedText(
      'training-intro',
      '## Learn how to help someone in crisis\n\n' +
        'Most people who are thinking about suicide tell someone, in words or in other ways. Our workshops help you ' +
        'recognise the signs, ask directly and gently, and connect the person with help.\n\n' +
        'Courses run across the state for community members, workplaces and schools.',
    ),
    buttonCta('training-cta', pageLink('/training', 'Explore our training')),
    // Three cards of the training sessions (pages tagged 'Events Type:Training'), first by the hub's order.
    featuredContent('upcoming-courses', 'Upcoming courses', { include: [tag.eventsType('Training')] }),
    formattedText('stories-intro', '## In their own words'),
    testimonials('stories', [
      {
        quote:
          'I called at three in the morning, sure that nobody would care. The person who answered just listened and ' +
          'never rushed me. That night was the start of things getting better.',
        quoteBy: 'Sam, who called the crisis line',
        image: demoPicture('calm-sail', ''),
      },
      {
        quote:
          'After ASIST I finally knew what to say. A few months later a teammate opened up to me, and I was ready to ' +
          'ask the question.',
        quoteBy: 'Priya, ASIST participant',
        image: demoPicture('kite-breeze', ''),
      },
      {
        quote:
          'The Carers’ Circle gave me somewhere to put the worry down for an hour each week. I always left a little ' +
          'lighter than I came.',
        quoteBy: 'Robert, Carers’ Circle member',
        image: demoPicture('river-stones', ''),
      },
    ]),
    text('stories-note', 'These stories were written for this demonstration website; the names are made up.'),
    anchor('ways-to-help-anchor', 'ways-to-help'),
    richText(
      'ways-to-help',
      '<h2>Ways you can help</h2>' +
        '<p>Every conversation on our crisis line is possible because of our volunteers, donors and fundraisers.</p>' +
        '<ol>' +
        '<li><a href="/get-involved/volunteer">Volunteer</a> on the phones, at events or behind the scenes.</li>' +
        '<li><a href="/donate">Give a gift</a>: $45 trains a new crisis supporter for one hour.</li>' +
        '<li>Walk with us at <a href="/events/walk-for-hope">Walk for Hope</a> each October.</li>' +
        '</ol>',
    ),
    button('donate-button', pageLink('/donate', 'Donate today')),
    button('involved-button', pageLink('/get-involved', 'More ways to get involved'), 'plain'),
    helpNow('help-now'),
  ],
};
