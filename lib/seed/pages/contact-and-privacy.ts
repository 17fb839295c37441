// Contact details, with a map of the office, and the privacy policy.
import {
  crisisLineNumber, emergencyNumber, OFFICE_ADDRESS, OFFICE_EMAIL, OFFICE_PHONE, ORG_NAME, anchor, anchorLink, button, demoNotice, formattedText,
  headerImage, linkBlock, mapContent, pageLink, richText, text, type PageDraft,
} from './shared';
import { contactForm } from './forms';

export const contact: PageDraft = {
  id: 'page-contact',
  slug: 'contact',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'yearly',
  priority: 0.6,
  header: {
    title: 'Contact us',
    description: 'Questions about training, groups, volunteering or donations? We would love to hear from you.',
    image: headerImage('gentle-tide'),
    quickLinks: [
      anchorLink('message', 'Send us a message'),
      anchorLink('office', 'Our office'),
      pageLink('/training/enquiry', 'Training enquiries'),
    ],
  },
  contents: [
    richText(
      'support-first',
      '<h2>If you need support</h2>' +
        `<p>Please do not use email if you need help urgently. Call our 24/7 crisis line on <strong>${crisisLineNumber}</strong>, ` +
        `or <strong>${emergencyNumber}</strong> if you or someone else is in danger.</p>`,
    ),
    anchor('message-anchor', 'message'),
    contactForm,
    anchor('office-anchor', 'office'),
    formattedText(
      'office',
      '## Our office\n\n' +
        `${OFFICE_ADDRESS}\n` +
        `Phone: ${OFFICE_PHONE}\n` +
        `Email: ${OFFICE_EMAIL}\n\n` +
        'Our office is open Monday to Friday, 9 am to 5 pm, except public holidays. The crisis line never closes.',
    ),
    // The map block's defaults (SPEC.md §9) are central Adelaide, where the fictional office is.
    mapContent('office-map', {
      lat: -34.9285,
      lng: 138.6007,
      address: OFFICE_ADDRESS,
      title: 'Find our office',
      description:
        'We are on the second floor, with a lift from the street entrance. Ring the buzzer marked Tidewell and someone ' +
        'will come down to meet you.',
    }),
    linkBlock('privacy-link', pageLink('/privacy', 'How we look after your information')),
    demoNotice('demo-notice'),
    button('get-help-button', pageLink('/get-help', 'Ways to get help')),
  ],
};

export const privacy: PageDraft = {
  id: 'page-privacy',
  slug: 'privacy',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'yearly',
  priority: 0.3,
  header: {
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal information.',
    image: headerImage('leaf-shelter'),
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
