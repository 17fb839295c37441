// Get help: the overview, the crisis line and the community support groups.
import {
  anchor, anchorLink, crisisLineNumber, emergencyToken, button, contentPanel, headerImage, demoNotice, emergencyContact, formattedText, helpNow, linkBlock,
  pageLink, richText, text, type PageDraft,
} from './shared';
import { EMERGENCY_CONTACT_ID } from '../site-chrome';
import { demoDocumentHref } from '../demo-documents';

const getHelp: PageDraft = {
  id: 'page-get-help',
  slug: 'get-help',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.9,
  searchKeywords: 'counselling, someone to talk to, worried about my child, family support, self harm',
  header: {
    title: 'Get help',
    description:
      'Whatever is going on, you deserve support. Here is how to reach us, and what to do if you are worried about ' +
      'someone else.',
    image: headerImage('sunrise-circle'),
    quickLinks: [
      anchorLink('emergency', 'In an emergency'),
      pageLink('/get-help/crisis-line', 'Call the crisis line'),
      anchorLink('worried-about-someone', 'Worried about someone?'),
      pageLink('/get-help/support-groups', 'Support groups'),
      pageLink('/get-help/staying-safe-online', 'Staying safe online'),
    ],
    backgroundColour: 'orange-200',
  },
  contents: [
    anchor('emergency-anchor', 'emergency'),
    // 000 is the one real number on this site: the block's button dials it straight from a phone.
    emergencyContact('emergency', {
      contactId: EMERGENCY_CONTACT_ID,
      header: `In an emergency, call ${emergencyToken}`,
      subHeading: 'If you or someone else is in immediate danger, or has been seriously hurt.',
      phoneNumber: '000',
      emergencyInfo:
        'Ask for an ambulance or the police. You can also go to the emergency department of your nearest hospital.',
      linkOne: pageLink('/get-help/crisis-line', 'Talk to our crisis line'),
      linkTwo: pageLink('/get-help/support-groups', 'Find a support group'),
    }),
    richText(
      'talk-to-us',
      '<h2>Talk to us, any time</h2>' +
        '<p>Our crisis line is open 24 hours a day, 7 days a week, including public holidays. Call ' +
        `<strong>${crisisLineNumber}</strong>. It is free from landlines and mobiles, and you do not have to give your name.</p>` +
        '<p><em>This is a demo website: the crisis line number is a sample number and is not answered.</em></p>',
    ),
    button('crisis-line-button', pageLink('/get-help/crisis-line', 'What happens when you call')),
    anchor('worried-anchor', 'worried-about-someone'),
    // A band of colour sets the "helping someone else" part apart from help for yourself.
    contentPanel(
      'worried-panel',
      [
        formattedText(
          'worried-about-someone',
          '## Worried about someone?\n\n' +
            'Trust your instinct. If someone you care about seems not themselves, it is okay to check in. You do not ' +
            'need the perfect words.\n\n' +
            '## Three things that help\n\n' +
            'Ask them how they are really going, and listen without trying to fix everything.\n\n' +
            'If you are worried about suicide, ask them directly: "Are you thinking about suicide?" Asking does not put ' +
            'the idea in their head. It shows them you can handle the answer.\n\n' +
            `Help them connect with support: a GP, our crisis line, or ${emergencyToken} if they are in danger right now.`,
        ),
        button('training-button', pageLink('/training', 'Learn more in a workshop'), 'secondary'),
      ],
      { colour: 'blue-200', fullWidth: true },
    ),
    richText(
      'ongoing-support',
      '<h2>Ongoing support</h2>' +
        '<p>Recovery takes time, and connection helps. Our free <a href="/get-help/support-groups">support groups</a> ' +
        'meet weekly for people living with anxiety or depression, people bereaved by suicide, and carers.</p>',
    ),
    helpNow('help-now'),
  ],
};

const crisisLine: PageDraft = {
  id: 'page-get-help-crisis-line',
  slug: 'get-help/crisis-line',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.9,
  searchKeywords: "self harm, thoughts of suicide, can't cope, urgent help, talk to someone now",
  header: {
    title: 'Our 24/7 crisis line',
    description:
      'Call our crisis line, any time of the day or night, to talk with a trained crisis supporter. (Demo: this ' +
      'sample website is not a real service.)',
    image: headerImage('gentle-tide'),
    quickLinks: [
      anchorLink('what-happens', 'What happens when you call'),
      anchorLink('calling-for-someone', 'Calling about someone else'),
      pageLink('/get-help', 'Other ways to get help'),
    ],
  },
  contents: [
    text('emergency', `If you are in danger right now, please call ${emergencyToken}.`),
    anchor('what-happens-anchor', 'what-happens'),
    formattedText(
      'what-happens',
      '## What happens when you call\n\n' +
        'A trained crisis supporter will answer, say hello and ask how they can help. There is no script to follow and ' +
        'no right way to start. Many people begin with "I don’t really know why I’m calling", and that is fine.\n\n' +
        'They will listen, ask some questions to understand what is happening, and may ask whether you are thinking ' +
        'about suicide. Together you can work out what would help you stay safe and get through the next few hours.\n\n' +
        'If you would like ongoing support, they can tell you about services near you.',
    ),
    richText(
      'your-privacy',
      '<h3>Your privacy</h3>' +
        '<p>You do not have to give your name. What you share stays confidential, unless we believe someone’s life is ' +
        'in danger. Read our <a href="/privacy">privacy policy</a> to learn more.</p>',
    ),
    anchor('calling-for-someone-anchor', 'calling-for-someone'),
    formattedText(
      'calling-for-someone',
      '## Calling about someone else\n\n' +
        'You can call us if you are worried about a friend, family member or colleague. We will talk through what you ' +
        'have noticed and how you might help, and we will check in on how you are going too.',
    ),
    demoNotice('demo-notice'),
    button('get-help-button', pageLink('/get-help', 'More ways to get help'), 'secondary'),
  ],
};

const supportGroups: PageDraft = {
  id: 'page-get-help-support-groups',
  slug: 'get-help/support-groups',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'monthly',
  priority: 0.7,
  searchKeywords: 'peer support, carers, grief, meet others',
  header: {
    title: 'Community support groups',
    description:
      'Free, friendly groups where you can talk, listen and be with people who understand. No referral needed.',
    image: headerImage('leaf-shelter'),
    quickLinks: [
      anchorLink('our-groups', 'Our groups'),
      anchorLink('first-visit', 'Your first visit'),
      pageLink('/contact', 'Ask us a question'),
    ],
    backgroundColour: 'teal-300',
  },
  contents: [
    text(
      'intro',
      'Our groups are led by trained facilitators, many of whom have their own lived experience. Everyone is welcome ' +
        'to just listen.',
    ),
    anchor('our-groups-anchor', 'our-groups'),
    richText(
      'our-groups',
      '<h2>Our groups</h2>' +
        '<ul>' +
        '<li><strong>Steady Ground</strong>: for adults living with anxiety or depression. Tuesday evenings, in person ' +
        'and online.</li>' +
        '<li><strong>After a Loss</strong>: for people bereaved by suicide. Second Saturday of each month.</li>' +
        '<li><strong>Carers’ Circle</strong>: for family and friends supporting someone with their mental health. ' +
        'Thursday mornings, with morning tea.</li>' +
        '</ul>',
    ),
    anchor('first-visit-anchor', 'first-visit'),
    formattedText(
      'first-visit',
      '## Your first visit\n\n' +
        'You do not need to book or bring anything. Arrive a few minutes early and a facilitator will say hello and ' +
        'show you around.\n\n' +
        'You never have to share more than you want to. Some people come for months before they say much, and that is ' +
        'completely okay.',
    ),
    {
      componentType: 'DownloadsList',
      key: 'group-leaflets',
      heading: 'Leaflets to take with you',
      items: [
        { document: { type: 'file', href: demoDocumentHref('first-visit-leaflet'), text: 'Your first visit to a support group' }, description: 'What happens at a group, on one page.' },
        { document: { type: 'file', href: demoDocumentHref('carers-guide'), text: 'Supporting someone you care about' }, description: 'For family and friends, with where to find the Carers’ Circle.' },
      ],
    },
    linkBlock('crisis-line-link', pageLink('/get-help/crisis-line', 'Need to talk before the next group? Call our crisis line')),
    button('contact-button', pageLink('/contact', 'Ask about a group')),
    helpNow('help-now'),
  ],
};

/** What the quick exit does and does not hide, and how to leave fewer traces (the button's own page). */
export const stayingSafeOnline: PageDraft = {
  id: 'page-staying-safe-online',
  slug: 'get-help/staying-safe-online',
  headerType: 'HalfWidthImageCustomHeader',
  frequency: 'yearly',
  priority: 0.7,
  header: {
    title: 'Staying safe online',
    description:
      'If someone checks your phone or computer, here is how to leave this site fast and how to leave fewer traces of ' +
      'your visit.',
    image: headerImage('leaf-shelter'),
    quickLinks: [
      anchorLink('quick-exit', 'Leaving this site quickly'),
      anchorLink('private-browsing', 'Private browsing'),
      anchorLink('clear-history', 'Clearing your history'),
    ],
    backgroundColour: 'pink-50',
  },
  contents: [
    anchor('quick-exit-anchor', 'quick-exit'),
    richText(
      'quick-exit',
      '<h2>Leaving this site quickly</h2>' +
        '<p>Every page has an <strong>Exit this page</strong> button at the top. You can also press the '  +
        '<strong>Shift</strong> key three times. Either one takes you straight to a weather website and forgets the text ' +
        'size you chose here.</p>' +
        '<p>The exit replaces this page, so pressing Back does not bring it up again. Pages you opened before it may ' +
        'still be in the browser’s history, so read on to clear them.</p>',
    ),
    anchor('private-anchor', 'private-browsing'),
    richText(
      'private-browsing',
      '<h2>Private browsing</h2>' +
        '<p>A private window does not keep the pages you visit, what you type into forms or the files you download once ' +
        'you close it. It is called a Private window in Safari and Firefox, an Incognito window in Chrome and an InPrivate ' +
        'window in Edge. Open one from the browser’s menu, or with Control, Shift and N (Command, Shift and N on a Mac; ' +
        'Control, Shift and P in Firefox).</p>' +
        '<p>Private browsing does not hide your visit from your internet provider, your employer’s or school’s network, ' +
        'or spyware installed on the device.</p>',
    ),
    anchor('clear-anchor', 'clear-history'),
    richText(
      'clear-history',
      '<h2>Clearing your history</h2>' +
        '<p>Every browser keeps a list of the pages you visited. Open the browser’s History from its menu (or press ' +
        'Control and H, Command and Y on a Mac in Safari) and delete the pages from this site one by one, rather than ' +
        'clearing everything: an empty history can itself be noticed.</p>' +
        '<p>Phones keep a list of the numbers you called and messaged. If you call a helpline, you may want to delete it ' +
        'from your call log afterwards. Free calls can still be listed on a phone bill: check with your provider if you ' +
        'are unsure.</p>',
    ),
    richText(
      'safer-device',
      '<h2>If you think your device is being watched</h2>' +
        '<p>If you think someone is tracking your phone or computer, use a device they cannot reach, such as a friend’s ' +
        'phone or a computer at a public library. Talk to our crisis line about a safety plan.</p>',
    ),
    demoNotice('demo-notice'),
    button('get-help-button', pageLink('/get-help', 'Ways to get help')),
  ],
};

export const getHelpPages: PageDraft[] = [getHelp, crisisLine, supportGroups];
