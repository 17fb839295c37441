// The second demo domain: the charity's training hub, a sister site with its own pages, navigation, footer and
// settings, served at http://second.localhost:3000 and http://127.0.0.2:3000 beside the first.
import { defaultSafetySettings, type Domain, type Footer, type Nav, type Page, type SiteSettings } from '../content/schemas';
import { buildPage, pageLink } from './blocks';
import { ORG_NAME } from './organisation';
import { trainingHubPages } from './pages/training-hub';

export const SECOND_DOMAIN_ID = 'second-site';
export const SECOND_SITE_NAME = 'Tidewell Training Hub';
export const SECOND_SITE_HOSTNAMES = ['second.localhost', '127.0.0.2'];

export type SecondDemoSite = { domain: Domain; nav: Nav; footer: Footer; settings: SiteSettings; pages: Page[] };

export function buildSecondDemoSite(now: Date): SecondDemoSite {
  return {
    domain: { _id: SECOND_DOMAIN_ID, name: SECOND_SITE_NAME, hostnames: [...SECOND_SITE_HOSTNAMES], published: true, isDefault: false },
    nav: {
      tierOneItems: [
        {
          type: 'page',
          text: 'Workshops',
          href: '/workshop-calendar',
          children: [pageLink('/workshop-calendar', 'Workshop calendar'), pageLink('/#why-train', 'Why train with us')],
        },
      ],
      donate: pageLink('/workshop-calendar', 'Book a workshop'),
      crisis: { type: 'page', href: '', text: '' },
      emergency: pageLink('/', 'In danger? Call 000'),
    },
    footer: {
      acknowledgement:
        `The ${SECOND_SITE_NAME} is part of ${ORG_NAME}. We acknowledge the Traditional Custodians of the lands on ` +
        'which we train, and pay respect to Elders past and present.',
      flagLogos: [],
      privacy: { type: 'page', href: '', text: '' },
      events: pageLink('/workshop-calendar', 'Workshop calendar'),
      services: { type: 'page', href: '', text: '' },
      about: pageLink('/', 'About the hub'),
      contact: { type: 'page', href: '', text: '' },
      groupsPagesTitle: 'Our workshops',
      groupLinks: [pageLink('/workshop-calendar', 'This season’s workshops')],
      getInvolvedPagesTitle: '',
      getInvolvedLinks: [],
      facebook: { type: 'page', href: '', text: '' },
      instagram: { type: 'page', href: '', text: '' },
      youtube: { type: 'page', href: '', text: '' },
    },
    settings: {
      _id: 'siteSettings',
      domainId: SECOND_DOMAIN_ID,
      siteName: SECOND_SITE_NAME,
      og: { image: {}, keywords: 'suicide prevention training, ASIST, mental health first aid, workplace training', title: `${SECOND_SITE_NAME}: training that helps people stay safe` },
      twitter: { image: {}, keywords: 'suicide prevention training, workshops', title: `${SECOND_SITE_NAME}: workshops near you` },
      ...defaultSafetySettings(),
    },
    pages: trainingHubPages.map((draft) => buildPage(draft, now, true, SECOND_DOMAIN_ID)),
  };
}
