// Pages that use every registered block: one filled in as richly as the blocks allow (lists of two or more,
// nested contents), one where every value is empty. Used by the data-edit coverage and placeholder tests.
import type { Component, Link, Page } from '@/lib/content/schemas';
import { createComponent } from '@/components/blocks/definitions';
import { blocks } from '@/components/blocks/registry';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { setAtPath } from '@/lib/content/value-at-path';

type SamplePage = Pick<Page, 'headerType' | 'header' | 'contents'>;

const link = (text: string, href: string, type: Link['type'] = 'page'): Link => ({ type, href, text });
const picture = (name: string) => ({ desktop: { src: `/images/demo/${name}.svg`, alt: `A picture of ${name}` }, alt: '' });
const text = (key: string, words: string) => ({ componentType: 'Text', key, text: words });
const quote = (key: string) => ({ componentType: 'Quote', key, quote: 'I felt heard.', quoteBy: 'Sam' });

const richBlocks: Record<string, Record<string, unknown>> = {
  Text: { text: 'We are here to listen.' },
  RichText: { text: '<p>Call <strong>any time</strong>.</p>' },
  FormattedText: { text: '## Talk to us\nAny time.' },
  Anchor: { id: 'opening-hours' },
  Link: { link: link('Get help', 'get-help') },
  Button: { link: link('Donate', '/donate'), notPrimary: true },
  SplitContent: { left: [text('l1', 'Left one'), quote('l2')], right: [{ componentType: 'Media', key: 'r1', image: picture('harbour') }, text('r2', 'Right')] },
  GenericPage: {
    header: { title: 'Our services', description: 'Free and confidential.' },
    contents: [
      { componentType: 'ContentPanel', key: 'g1', contents: [quote('g1a'), { componentType: 'IconList', key: 'g1b', items: [{ text: 'One' }, { text: 'Two' }] }] },
      { componentType: 'SplitContent', key: 'g2', left: [text('g2a', 'In a column')], right: [text('g2b', 'Beside it')] },
    ],
  },
  EmergencyContact: {
    header: 'In an emergency',
    subHeading: 'Call now',
    phoneNumber: '13 11 14',
    emergencyInfo: 'If life is in danger call 000.',
    linkOne: link('Crisis support', '/crisis'),
    linkTwo: link('Text us', 'https://example.org', 'external'),
  },
  IconList: { items: [{ text: 'Free' }, { text: 'Confidential' }, { text: 'Any time' }] },
  ButtonCta: { link: link('Book now', '/book'), secondary: true },
  ListAccordion: {
    items: [
      { header: 'Opening hours', link: link('All hours', 'hours'), image: picture('clock'), contents: [text('a1', 'Open all day.'), quote('a2')] },
      { header: 'Where we are', contents: [{ componentType: 'TitledArea', key: 'a3', title: 'Inside', contents: [text('a4', 'Deep')] }] },
    ],
  },
  ExpandableDetails: { header: 'Leave a gift', illustration: 'will', link: link('Find out more', '/gifts'), contents: [text('e1', 'How it works.'), text('e2', 'More.')] },
  Quote: { quote: 'You gave me hope.', quoteBy: 'A caller' },
  ContentPanel: { backgroundColour: { value: 'blue-800' }, fullWidth: true, contents: [text('p1', 'On blue'), { componentType: 'Button', key: 'p2', link: link('Go', '/go') }] },
  TitledArea: { title: 'Training', contents: [text('t1', 'Courses.'), { componentType: 'ExpandableDetails', key: 't2', header: 'Pictured', image: picture('tree'), contents: [text('t3', 'x')] }] },
  IllustratedFocusArea: { illustration: 'tree', title: 'Growing', description: 'Together.' },
  Testimonials: {
    items: [
      { quote: 'Quote one', quoteBy: 'Person one', image: picture('face-1') },
      { quote: 'Quote two', quoteBy: 'Person two', image: picture('face-2') },
    ],
  },
  OneActiveCarousel: { slides: [{ image: picture('slide-1') }, { image: picture('slide-2') }, {}] },
  Media: { image: picture('beach'), video: { videoId: '76979871' }, caption: { text: 'Our story', href: 'about', icon: 'arrowRight' } },
  MapContent: { lat: -34.9, lng: 138.6, address: '12 Tide St\nAdelaide', title: 'Drop-in centre', description: 'Open weekdays.' },
  ContactForm: { identifier: 'contact', recipient: 'hello@example.org', subject: 'Enquiry', title: 'Get in touch', secondaryLink: link('Call us instead', '/call'), successEmailSubject: 'Thanks', fields: [{ type: 'text', name: 'name', label: 'Your name', required: true }, { type: 'email', name: 'email', label: 'Email', required: true, halfWidth: true }, { type: 'select', name: 'topic', label: 'Topic', options: ['Training', 'Support'] }, { type: 'multipleChoice', name: 'days', label: 'Days', options: ['Mon', 'Tue'] }, { type: 'checkbox', name: 'consent', label: 'I agree', required: true }, { type: 'text', name: 'source', label: 'Source', hidden: true, placeholder: 'web' }] },
  WorkshopEnquiryForm: { title: 'Book training for your team', recipient: 'training@example.org', subject: 'Training enquiry', ccs: ['bookings@example.org'], primaryButtonText: 'Send my enquiry', successEmailSubject: 'We have your enquiry', successEmailText: 'Hello ${first_name}, thank you.' },
  Humanitix: { filter: 'first aid' },
  DownloadsList: {
    heading: 'Leaflets to download',
    items: [
      { document: link('Coping with a crisis', '/api/file/leaflet-crisis-0001', 'file'), description: 'Four pages on getting through the next hour.' },
      { document: link('Annual report', '/api/file/annual-report-0001', 'file'), description: 'What we did this year.' },
    ],
  },
  FeaturedContent: { heading: 'Coming up', tagFilter: { include: ['Event:Course', 'Location:Adelaide'], exclude: ['Date Type:Past'], selected: ['page-2'], limit: 4 } },
  PageHub: { sideFiltersToShow: ['Location', 'Date'], hubFilters: ['Card Type:Course'], sortBy: 'desc' },
};

export const richSampleTypes = Object.keys(richBlocks);

/** Every registered block, filled in; a type missing from the samples above fails the tests that use this. */
export function richPage(): SamplePage {
  const contents = blocks.map(({ componentType }, index) => ({ ...richBlocks[componentType], componentType, key: `rich-${index}` }) as Component);
  return {
    headerType: 'FullWidthImageCustomHeader',
    header: {
      title: 'Talk to someone today',
      description: 'Free support, any time.',
      image: picture('harbour'),
      quickLinks: [link('Get help now', '/get-help'), link('Partner site', 'https://example.org', 'external')],
      backgroundColour: 'pink-50',
    },
    contents,
  };
}

/** A block's defaults, with each of its lists holding one fresh (empty) item, so item fields render too. */
export function emptyComponent(componentType: string, key: string, fields: readonly FieldDescriptor[]): Component {
  let component = createComponent(componentType, key);
  for (const field of fields) if (field.kind === 'list') component = setAtPath(component, field.path, [field.newItem()]);
  return component;
}

export const blankHeader = { title: '', description: '', quickLinks: [] };

/** Every registered block at its defaults (lists with one empty item), under an empty header. */
export function emptyPage(): SamplePage {
  const contents = blocks.map((block, index) => emptyComponent(block.componentType, `empty-${index}`, block.descriptor.fields));
  return { headerType: 'HalfWidthImageCustomHeader', header: { ...blankHeader }, contents };
}
