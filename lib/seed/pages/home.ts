// The home page (slug ''): who we are and the three ways in - help, training, getting involved.
import { anchor, anchorLink, button, demoImage, formattedText, helpNow, pageLink, richText, text, type PageDraft } from './shared';

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
    image: demoImage('harbour-dawn'),
    quickLinks: [
      pageLink('/get-help', 'Get help now'),
      pageLink('/training', 'Find a training course'),
      pageLink('/get-help/support-groups', 'Join a support group'),
      anchorLink('ways-to-help', 'Ways you can help'),
    ],
    backgroundColour: 'blue-200',
  },
  contents: [
    text(
      'emergency-line',
      'In an emergency, call 000. For a confidential chat any time, call our 24/7 crisis line on 1800 000 000 ' +
        '(a demo number: this is a sample website).',
    ),
    button('get-help-button', pageLink('/get-help', 'Get help now')),
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
    formattedText(
      'training-intro',
      '## Learn how to help someone in crisis\n\n' +
        'Most people who are thinking about suicide tell someone, in words or in other ways. Our workshops help you ' +
        'recognise the signs, ask directly and gently, and connect the person with help.\n\n' +
        'Courses run across the state for community members, workplaces and schools.',
    ),
    button('training-button', pageLink('/training', 'Explore our training'), 'secondary'),
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
