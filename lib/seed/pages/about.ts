// About us, contact details and the privacy policy.
import {
  CRISIS_LINE, OFFICE_ADDRESS, OFFICE_EMAIL, OFFICE_PHONE, ORG_NAME,
  anchor, anchorLink, button, demoImage, demoNotice, formattedText, helpNow, pageLink, richText, text, type PageDraft,
} from './shared';

const about: PageDraft = {
  id: 'page-about',
  slug: 'about',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.6,
  header: {
    title: 'About us',
    description: `${ORG_NAME} is a community charity. We believe no one should feel alone in a moment of crisis.`,
    image: demoImage('open-window'),
    quickLinks: [
      anchorLink('our-story', 'Our story'),
      anchorLink('our-values', 'Our values'),
      pageLink('/contact', 'Contact us'),
    ],
    backgroundColour: 'blue-200',
  },
  contents: [
    anchor('our-story-anchor', 'our-story'),
    formattedText(
      'our-story',
      '## Our story\n\n' +
        'We began in 1991, when a small group of neighbours set up a phone in a church hall so that people who were ' +
        'struggling had someone to call at night.\n\n' +
        'Today more than 400 volunteers answer our crisis line, thousands of people join our workshops each year, and ' +
        'our support groups meet across the city and the regions. Our heart is the same: listen well, and never give ' +
        'up on anyone.',
    ),
    anchor('our-values-anchor', 'our-values'),
    richText(
      'our-values',
      '<h2>Our values</h2>' +
        '<ul>' +
        '<li><strong>Kindness</strong>: we meet every person with warmth and without judgement.</li>' +
        '<li><strong>Safety</strong>: we put the safety of people in crisis first, always.</li>' +
        '<li><strong>Inclusion</strong>: we welcome people of every background, culture, age, gender, sexuality and ' +
        'ability.</li>' +
        '<li><strong>Lived experience</strong>: people who have been there help shape everything we do.</li>' +
        '</ul>',
    ),
    text(
      'demo-note',
      `${ORG_NAME} is a fictional organisation created for this demonstration website. Any resemblance to a real ` +
        'charity is unintended.',
    ),
    button('involved-button', pageLink('/get-involved', 'Get involved')),
    helpNow('help-now'),
  ],
};

const contact: PageDraft = {
  id: 'page-contact',
  slug: 'contact',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'yearly',
  priority: 0.6,
  header: {
    title: 'Contact us',
    description: 'Questions about training, groups, volunteering or donations? We would love to hear from you.',
    image: demoImage('gentle-tide'),
    quickLinks: [
      anchorLink('office', 'Our office'),
      pageLink('/get-help', 'Need support now?'),
      pageLink('/training/workplaces', 'Training enquiries'),
    ],
  },
  contents: [
    richText(
      'support-first',
      '<h2>If you need support</h2>' +
        `<p>Please do not use email if you need help urgently. Call our 24/7 crisis line on <strong>${CRISIS_LINE}</strong>, ` +
        'or <strong>000</strong> if you or someone else is in danger.</p>',
    ),
    anchor('office-anchor', 'office'),
    formattedText(
      'office',
      '## Our office\n\n' +
        `${OFFICE_ADDRESS}\n` +
        `Phone: ${OFFICE_PHONE}\n` +
        `Email: ${OFFICE_EMAIL}\n\n` +
        'Our office is open Monday to Friday, 9 am to 5 pm, except public holidays. The crisis line never closes.',
    ),
    demoNotice('demo-notice'),
    button('get-help-button', pageLink('/get-help', 'Ways to get help')),
  ],
};

const privacy: PageDraft = {
  id: 'page-privacy',
  slug: 'privacy',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'yearly',
  priority: 0.3,
  header: {
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal information.',
    image: demoImage('leaf-shelter'),
    quickLinks: [
      anchorLink('what-we-collect', 'What we collect'),
      anchorLink('your-choices', 'Your choices'),
      pageLink('/contact', 'Contact us'),
    ],
    backgroundColour: 'pink-50',
  },
  contents: [
    text(
      'intro',
      `${ORG_NAME} respects your privacy and handles personal information in line with the Australian Privacy ` +
        'Principles. This sample policy is part of a demonstration website.',
    ),
    anchor('what-we-collect-anchor', 'what-we-collect'),
    richText(
      'what-we-collect',
      '<h2>What we collect</h2>' +
        '<ul>' +
        '<li>Details you give us when you book training, make a donation, volunteer or send an enquiry.</li>' +
        '<li>Notes from crisis line calls, kept confidential and only as long as needed for your safety and our ' +
        'service quality.</li>' +
        '<li>Basic information about how people use this website, which does not identify you.</li>' +
        '</ul>' +
        '<p>You can call our crisis line <strong>without giving your name</strong>.</p>',
    ),
    formattedText(
      'how-we-use',
      '## How we use it\n\n' +
        'We use your information to provide the service you asked for, to keep people safe, and, if you agree, to tell ' +
        'you about our work. We never sell your information.\n\n' +
        'We may share information without your consent only when we believe there is a serious risk to someone’s life ' +
        'or safety, or when the law requires it.',
    ),
    anchor('your-choices-anchor', 'your-choices'),
    formattedText(
      'your-choices',
      '## Your choices\n\n' +
        'You can ask to see or correct the information we hold about you, or to stop hearing from us, at any time. ' +
        `Email ${OFFICE_EMAIL} or call ${OFFICE_PHONE}.\n\n` +
        'If you are unhappy with how we handled your information, please tell us first. You can also contact the ' +
        'Office of the Australian Information Commissioner.',
    ),
    button('contact-button', pageLink('/contact', 'Contact us'), 'secondary'),
  ],
};

export const aboutPages: PageDraft[] = [about, contact, privacy];

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
    image: demoImage('harbour-dawn'),
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
