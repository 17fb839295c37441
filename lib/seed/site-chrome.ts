// The demo domain, navigation, footer and site settings. Every internal href is a seeded page slug.
import { defaultSafetySettings, type CrisisContact, type Domain, type Footer, type Nav, type SiteSettings } from '../content/schemas';
import { DEMO_DOMAIN_ID, externalLink, pageLink } from './blocks';
import { CRISIS_CONTACT_ID, CRISIS_LINE, CRISIS_LINE_CONTACT, EMERGENCY_CONTACT, EMERGENCY_CONTACT_ID, ORG_NAME } from './organisation';

export function buildDomain(): Domain {
  return { _id: DEMO_DOMAIN_ID, name: ORG_NAME, hostnames: ['localhost', '127.0.0.1'], published: true, isDefault: true };
}

export function buildNav(): Nav {
  return {
    tierOneItems: [
      {
        type: 'page',
        text: 'Get help',
        href: '/get-help',
        children: [
          pageLink('/get-help', 'Ways to get help'),
          pageLink('/get-help/crisis-line', '24/7 crisis line'),
          pageLink('/get-help/support-groups', 'Support groups'),
        ],
      },
      {
        type: 'page',
        text: 'Training',
        href: '/training',
        children: [
          pageLink('/training/asist', 'ASIST'),
          pageLink('/training/mental-health-first-aid', 'Mental Health First Aid'),
          pageLink('/training/workplaces', 'Training for workplaces'),
          pageLink('/training', 'All courses'),
        ],
      },
      {
        type: 'page',
        text: 'Events',
        href: '/events',
        children: [
          pageLink('/events', 'Upcoming events'),
          pageLink('/training/courses', 'Find a course or event'),
          pageLink('/events/walk-for-hope', 'Walk for Hope'),
        ],
      },
      {
        type: 'page',
        text: 'Get involved',
        href: '/get-involved',
        children: [
          pageLink('/get-involved/volunteer', 'Volunteer'),
          pageLink('/donate', 'Donate'),
          pageLink('/events/walk-for-hope', 'Fundraise at Walk for Hope'),
        ],
      },
      {
        type: 'page',
        text: 'About',
        href: '/about',
        children: [pageLink('/about', 'About us'), pageLink('/contact', 'Contact us'), pageLink('/privacy', 'Privacy')],
      },
    ],
    donate: pageLink('/donate', 'Donate'),
    // Both name a register entry (buildSettings), which gives them their text and number; these links are the fallback.
    crisis: { ...pageLink('/get-help/crisis-line', `Crisis line ${CRISIS_LINE} (demo)`), contactId: CRISIS_CONTACT_ID },
    emergency: { ...pageLink('/get-help', 'Emergency? Call 000'), contactId: EMERGENCY_CONTACT_ID },
  };
}

export function buildFooter(): Footer {
  return {
    acknowledgement:
      `${ORG_NAME} acknowledges the Traditional Custodians of the lands on which we live and work, and pays respect ` +
      'to Elders past and present. We recognise the continuing connection of Aboriginal and Torres Strait Islander ' +
      'peoples to land, waters, culture and community.',
    // Flags are left to the charity to add with official artwork (the Torres Strait Islander flag needs permission).
    flagLogos: [],
    privacy: pageLink('/privacy', 'Privacy policy'),
    events: pageLink('/events', 'Events'),
    services: pageLink('/get-help', 'Our services'),
    about: pageLink('/about', 'About us'),
    contact: pageLink('/contact', 'Contact us'),
    groupsPagesTitle: 'Support and training',
    groupLinks: [
      pageLink('/get-help/crisis-line', '24/7 crisis line'),
      pageLink('/get-help/support-groups', 'Support groups'),
      pageLink('/training/asist', 'ASIST'),
      pageLink('/training/mental-health-first-aid', 'Mental Health First Aid'),
    ],
    getInvolvedPagesTitle: 'Get involved',
    getInvolvedLinks: [
      pageLink('/get-involved/volunteer', 'Volunteer'),
      pageLink('/donate', 'Donate'),
      pageLink('/events/walk-for-hope', 'Walk for Hope'),
      pageLink('/training/workplaces', 'Train your workplace'),
    ],
    facebook: externalLink('https://www.facebook.com/example-charity', 'Facebook'),
    instagram: externalLink('https://www.instagram.com/example-charity', 'Instagram'),
    youtube: externalLink('https://www.youtube.com/@example-charity', 'YouTube'),
  };
}

export function buildSettings(): SiteSettings {
  const keywords = 'mental health, suicide prevention, crisis support, ASIST, mental health first aid, support groups';
  return {
    _id: 'siteSettings',
    domainId: DEMO_DOMAIN_ID,
    siteName: ORG_NAME,
    // Social cards need a PNG or JPEG; the demo illustrations are SVG, so no card image is set.
    og: { image: {}, keywords, title: `${ORG_NAME}: you don’t have to face it alone` },
    twitter: { image: {}, keywords, title: `${ORG_NAME}: crisis support and training` },
    ...defaultSafetySettings(),
    crisisContacts: buildCrisisContacts(),
  };
}

export { CRISIS_CONTACT_ID, EMERGENCY_CONTACT_ID };

/**
 * The register the header and the Emergency Contact blocks read their numbers from. The demo names only its own
 * unanswered demo line and 000 (tests/seed/demo-content.test.ts): no real helpline is listed as if this fictional
 * charity had checked it.
 */
export function buildCrisisContacts(): CrisisContact[] {
  const checked = { lastCheckedAt: '2026-11-01', lastCheckedBy: 'Demo content', region: 'Australia', text: '' };
  return [
    { ...CRISIS_LINE_CONTACT, hours: '24/7', notes: 'A demo number on this sample website: it is not answered.', ...checked },
    { ...EMERGENCY_CONTACT, hours: '24/7', notes: 'Police, fire and ambulance.', ...checked },
  ];
}
