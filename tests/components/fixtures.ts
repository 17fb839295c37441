import { defaultSafetySettings, type Footer, type Link, type Nav, type SiteChrome } from '@/lib/content/schemas';

export const link = (text: string, href: string, type: Link['type'] = 'page'): Link => ({ type, href, text });

export const nav: Nav = {
  tierOneItems: [
    {
      type: 'page',
      text: 'Get help',
      href: '/get-help',
      children: [link('Crisis support', '/get-help/crisis'), link('Counselling', '/get-help/counselling')],
    },
    { type: 'page', text: 'Training', href: '/training', children: [link('Workshops', '/training/workshops')] },
    { type: 'page', text: 'About', href: '/about', children: [] },
  ],
  donate: link('Donate', '/donate'),
  crisis: link('Crisis support 13 11 14', 'tel:131114', 'external'),
  emergency: link('Emergency 000', 'tel:000', 'external'),
};

export const footer: Footer = {
  acknowledgement: 'We acknowledge the Traditional Custodians of the lands on which we work.',
  flagLogos: [
    { desktop: { src: '/images/aboriginal-flag.svg', alt: 'Aboriginal flag' }, alt: 'Aboriginal flag' },
    { desktop: { src: '/images/torres-strait-islander-flag.svg', alt: 'Torres Strait Islander flag' }, alt: 'Torres Strait Islander flag' },
  ],
  privacy: link('Privacy', '/privacy'),
  events: link('Events', '/events'),
  services: link('Services', '/services'),
  about: link('About us', '/about'),
  contact: link('Contact', '/contact'),
  groupLinks: [link('Youth groups', '/groups/youth'), link('Carers', '/groups/carers')],
  getInvolvedLinks: [link('Volunteer', '/volunteer'), link('Fundraise', '/fundraise')],
  facebook: link('', 'https://facebook.com/example', 'external'),
  instagram: link('', 'https://instagram.com/example', 'external'),
  youtube: link('', 'https://youtube.com/example', 'external'),
  groupsPagesTitle: 'Our groups',
  getInvolvedPagesTitle: 'Get involved',
};

export const chrome: SiteChrome = {
  nav,
  footer,
  settings: {
    _id: 'siteSettings',
    domainId: 'd1',
    siteName: 'Harbour Lifeline',
    og: { image: {}, keywords: '', title: '' },
    twitter: { image: {}, keywords: '', title: '' },
    ...defaultSafetySettings(),
  },
};
