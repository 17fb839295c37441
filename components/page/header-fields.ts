// What the editor may change on the page itself: its header (paths relative to the page) and its list of components.
import { HeaderSchema, headerTypes, LinkSchema } from '@/lib/content/schemas';
import type { BlockDescriptor, ContentField, FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { maxLengthOf } from '@/components/blocks/shared/text-limit';
import { headerImageShapes } from './header-shapes';

export type PageDescriptor = Pick<BlockDescriptor, 'label' | 'description' | 'fields'>;

/** How each header type is named in the editor. */
export const headerTypeLabels: Record<(typeof headerTypes)[number], string> = {
  FullWidthImageCustomHeader: 'Full-width image',
  HalfWidthImageCustomHeader: 'Half-width image',
};

/** Matches HeaderSchema's quickLinks limit. */
const maxQuickLinks = 12;
/** Matches PageSchema's contents limit. */
const maxPageContents = 200;

export const pageHeaderDescriptor: PageDescriptor = {
  label: 'Page header',
  description: 'The title, description, image and quick links at the top of the page.',
  fields: [
    { path: 'headerType', kind: 'select', label: 'Header type', options: headerTypes.map((value) => ({ value, label: headerTypeLabels[value] })) },
    { path: 'header.title', kind: 'text', label: 'Title', maxLength: maxLengthOf(HeaderSchema.shape.title) },
    { path: 'header.description', kind: 'text', label: 'Description', multiline: true, maxLength: maxLengthOf(HeaderSchema.shape.description) },
    { path: 'header.image', kind: 'image', label: 'Image', size: headerImageShapes.FullWidthImageCustomHeader.desktop, mobileSize: headerImageShapes.FullWidthImageCustomHeader.mobile },
    {
      path: 'header.quickLinks',
      kind: 'list',
      label: 'Quick links',
      itemLabel: 'Quick link',
      item: [{ path: '', kind: 'link', label: 'Link' }],
      newItem: () => LinkSchema.parse({}),
      itemTitle: 'text',
      max: maxQuickLinks,
    },
    { path: 'header.backgroundColour', kind: 'colour', label: 'Background colour', shape: 'plain' },
  ],
};

/** The header's fields for one header type: its picture is framed in that type's shapes. */
export function pageHeaderFieldsFor(headerType: (typeof headerTypes)[number]): readonly FieldDescriptor[] {
  const shape = headerImageShapes[headerType];
  return pageHeaderDescriptor.fields.map((field) =>
    field.kind === 'image' && field.path === 'header.image' ? { ...field, size: shape.desktop, mobileSize: shape.mobile } : field,
  );
}

/** The page's own list of components: any block may go here. */
export const pageContentsField: ContentField = { path: 'contents', kind: 'content', label: 'Page contents', level: 'page', max: maxPageContents };

/** Every field of the page itself, header first. */
export const pageFields: readonly FieldDescriptor[] = [...pageHeaderDescriptor.fields, pageContentsField];
