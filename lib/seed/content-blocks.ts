// Builders for the layout, callout and media blocks of the demo content. Each writes every field its block's schema
// reads (components/blocks/<name>/schema.ts), so stored demo pages never lean on defaults that might change.
import { emptyLink, type Colour, type Component, type Image, type Link } from '../content/schemas';

const noImage: Image = { alt: '' };

/** Names from components/ui/illustrations.tsx; listed here so this module stays free of React. */
export type IllustrationName = 'memory' | 'donation' | 'will' | 'regular' | 'fundraiser' | 'volunteer' | 'privacy' | 'tree' | 'none';

export function emergencyContact(
  key: string,
  fields: { header: string; subHeading: string; phoneNumber: string; emergencyInfo: string; linkOne: Link; linkTwo: Link; contactId?: string },
): Component {
  return { componentType: 'EmergencyContact', key, ...fields };
}

export function iconList(key: string, items: string[]): Component {
  return { componentType: 'IconList', key, items: items.map((text) => ({ text })) };
}

export function buttonCta(key: string, link: Link, style: 'primary' | 'secondary' | 'outline' = 'primary'): Component {
  return { componentType: 'ButtonCta', key, link, notPrimary: style === 'outline', secondary: style === 'secondary' };
}

export function quote(key: string, words: string, quoteBy: string): Component {
  return { componentType: 'Quote', key, quote: words, quoteBy };
}

export function illustratedFocusArea(key: string, illustration: IllustrationName, title: string, description: string): Component {
  return { componentType: 'IllustratedFocusArea', key, illustration, title, description };
}

export type AccordionItem = { header: string; contents: Component[]; link?: Link; image?: Image };

export function listAccordion(key: string, items: AccordionItem[]): Component {
  return {
    componentType: 'ListAccordion',
    key,
    items: items.map((item) => ({ header: item.header, link: item.link ?? emptyLink, ...(item.image ? { image: item.image } : {}), contents: item.contents })),
  };
}

export function expandableDetails(
  key: string,
  fields: { header: string; contents: Component[]; illustration?: IllustrationName; image?: Image; link?: Link },
): Component {
  const { header, contents, illustration = 'none', image, link = emptyLink } = fields;
  return { componentType: 'ExpandableDetails', key, header, illustration, ...(image ? { image } : {}), link, contents };
}

/** A coloured panel; the block paints the colour with its paired text colour, so contrast stays AA. */
export function contentPanel(key: string, contents: Component[], options: { colour?: Colour; fullWidth?: boolean } = {}): Component {
  return {
    componentType: 'ContentPanel',
    key,
    backgroundColour: { value: options.colour ?? 'orange-200' },
    contents,
    fullWidth: options.fullWidth ?? false,
  };
}

export function titledArea(key: string, title: string, contents: Component[], fullWidth = false): Component {
  return { componentType: 'TitledArea', key, title, contents, fullWidth };
}

/** A section with its own optional title and description, then its components. */
export function genericPage(key: string, header: { title: string; description: string } | undefined, contents: Component[]): Component {
  return { componentType: 'GenericPage', key, ...(header ? { header } : {}), contents };
}

/** Two columns: `width` is the left column's share in twelfths from 768px, `gap` a step of the gutter scale. */
export function splitContent(
  key: string,
  left: Component[],
  right: Component[],
  options: { width?: number; gap?: number; reverseDesktop?: boolean; reverseMobile?: boolean; matchHeight?: boolean } = {},
): Component {
  return {
    componentType: 'SplitContent',
    key,
    left,
    right,
    width: options.width ?? 6,
    gap: options.gap ?? 2,
    usePixelGap: false,
    reverse: { desktop: options.reverseDesktop ?? false, mobile: options.reverseMobile ?? false },
    matchHeight: options.matchHeight ?? false,
  };
}

export type Video = { type: 'Youtube' | 'Vimeo'; videoId: string; isVimeo: boolean };
export const youtube = (videoId: string): Video => ({ type: 'Youtube', videoId, isVimeo: false });
export const vimeo = (videoId: string): Video => ({ type: 'Vimeo', videoId, isVimeo: true });

export type Caption = { text: string; href?: string; type?: Link['type']; icon?: string };

/** An image, optionally the button that plays a video in the site's overlay, with an optional caption. */
export function media(key: string, fields: { image: Image; video?: Video; caption?: Caption }): Component {
  const { image, video = vimeo(''), caption = { text: '' } } = fields;
  return {
    componentType: 'Media',
    key,
    image,
    video,
    caption: { text: caption.text, href: caption.href ?? '', type: caption.type ?? 'page', icon: caption.icon ?? '' },
  };
}

export function testimonials(key: string, items: { quote: string; quoteBy: string; image?: Image }[]): Component {
  return {
    componentType: 'Testimonials',
    key,
    items: items.map((item) => ({ quote: item.quote, quoteBy: item.quoteBy, image: item.image ?? noImage })),
  };
}

/**
 * Square pictures, one centred at a time. `swiperId` is stored (SPEC.md §3: a timestamp) but never rendered;
 * a fixed one keeps every seeded copy identical.
 */
export function oneActiveCarousel(key: string, slides: Image[], swiperId = '1735689600000'): Component {
  return { componentType: 'OneActiveCarousel', key, swiperId, slides: slides.map((image) => ({ image })) };
}

export function mapContent(key: string, fields: { lat: number; lng: number; address: string; title: string; description: string }): Component {
  return { componentType: 'MapContent', key, ...fields };
}
