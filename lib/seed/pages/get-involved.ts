// Get involved: volunteering and giving.
import {
  anchor, anchorLink, button, buttonCta, formattedText, headerImage, helpNow, iconList, pageLink, richText, text, type PageDraft,
} from './shared';

export const getInvolved: PageDraft = {
  id: 'page-get-involved',
  slug: 'get-involved',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.7,
  header: {
    title: 'Get involved',
    description: 'Our community is what keeps us going. Give your time, your voice or a gift, and help someone feel less alone.',
    image: headerImage('rolling-hills'),
    quickLinks: [
      pageLink('/get-involved/volunteer', 'Volunteer'),
      pageLink('/donate', 'Donate'),
      pageLink('/events/walk-for-hope', 'Walk for Hope'),
    ],
  },
  contents: [
    richText(
      'ways-to-help',
      '<h2>Ways to help</h2>' +
        '<h3>Volunteer</h3>' +
        '<p>Become a crisis supporter, help at events, or lend your skills in the office. ' +
        '<a href="/get-involved/volunteer">See volunteer roles</a>.</p>' +
        '<h3>Give</h3>' +
        '<p>A one-off or monthly gift helps us answer more calls and train more people. <a href="/donate">Donate now</a>.</p>' +
        '<h3>Fundraise</h3>' +
        '<p>Walk, run, bake or shave your head: however you raise funds, we will cheer you on. Start with ' +
        '<a href="/events/walk-for-hope">Walk for Hope</a>.</p>' +
        '<h3>Train your workplace</h3>' +
        '<p>Every workshop we run for a business helps fund free places for community members. ' +
        '<a href="/training/workplaces">Find out how</a>.</p>',
    ),
    button('volunteer-button', pageLink('/get-involved/volunteer', 'Become a volunteer')),
    button('donate-button', pageLink('/donate', 'Make a donation'), 'secondary'),
    helpNow('help-now'),
  ],
};

export const volunteer: PageDraft = {
  id: 'page-get-involved-volunteer',
  slug: 'get-involved/volunteer',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.6,
  header: {
    title: 'Volunteer with us',
    description: 'Give a few hours a week and make a real difference. We will give you the training and support you need.',
    image: headerImage('leaf-shelter'),
    quickLinks: [
      anchorLink('roles', 'Volunteer roles'),
      anchorLink('support-for-volunteers', 'How we support you'),
      pageLink('/contact', 'Ask a question'),
    ],
    backgroundColour: 'amber-300',
  },
  contents: [
    anchor('roles-anchor', 'roles'),
    richText(
      'roles',
      '<h2>Volunteer roles</h2>' +
        '<ul>' +
        '<li><strong>Crisis supporter</strong>: answer calls on our crisis line. Includes a free training program ' +
        'over about three months, then one four-hour shift a week.</li>' +
        '<li><strong>Event volunteer</strong>: help at Walk for Hope and community events, a few days a year.</li>' +
        '<li><strong>Support group co-facilitator</strong>: ideal if you have your own lived experience and are ' +
        'well on your way in recovery.</li>' +
        '</ul>',
    ),
    anchor('support-for-volunteers-anchor', 'support-for-volunteers'),
    formattedText(
      'support-for-volunteers',
      '## How we support you\n\n' +
        'Every shift has an experienced supervisor on hand, and you can debrief after any call. We hold regular ' +
        'get-togethers so that nobody volunteers alone.',
    ),
    formattedText('what-you-need-intro', '## What you need'),
    iconList('what-you-need', [
      'Be 18 or over.',
      'A few hours a week, for at least a year.',
      'A national police check: we arrange it and pay for it.',
      'Warmth, patience and a willingness to learn. We teach the rest.',
    ]),
    buttonCta('events-cta', pageLink('/events', 'Come to an information session'), 'secondary'),
    helpNow('help-now'),
  ],
};

export const donate: PageDraft = {
  id: 'page-donate',
  slug: 'donate',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.8,
  header: {
    title: 'Donate',
    description: 'Your gift keeps a caring voice on the end of the line, 24 hours a day.',
    image: headerImage('harbour-dawn'),
    quickLinks: [
      anchorLink('your-gift', 'What your gift does'),
      anchorLink('other-ways', 'Other ways to give'),
      pageLink('/get-involved', 'Get involved'),
    ],
  },
  contents: [
    anchor('your-gift-anchor', 'your-gift'),
    richText(
      'your-gift',
      '<h2>What your gift does</h2>' +
        '<ul>' +
        '<li><strong>$45</strong> trains a new crisis supporter for one hour.</li>' +
        '<li><strong>$120</strong> covers an overnight shift on the crisis line.</li>' +
        '<li><strong>$300</strong> funds a free Mental Health First Aid place for a community member.</li>' +
        '</ul>' +
        '<p>Donations of $2 or more are tax deductible.</p>',
    ),
    text(
      'demo-note',
      'This is a demonstration website: no online payments are taken here. A real site would link to its secure ' +
        'donation form.',
    ),
    anchor('other-ways-anchor', 'other-ways'),
    formattedText(
      'other-ways',
      '## Other ways to give\n\n' +
        'Give monthly: a small regular gift lets us plan ahead and train more volunteers.\n\n' +
        'Give in memory: honour someone you love with a gift in their name.\n\n' +
        'Leave a gift in your will: to talk about it in confidence, please contact us.',
    ),
    button('contact-button', pageLink('/contact', 'Talk to us about giving'), 'secondary'),
    helpNow('help-now'),
  ],
};
