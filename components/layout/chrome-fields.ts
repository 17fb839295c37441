// What the editor may change in the navigation and the footer (paths relative to each document), as plain data:
// the sidebar, and the test that every value shown has a data-edit attribute, are built from these.
import { FooterSchema, LinkSchema, NavItemSchema } from '@/lib/content/schemas';
import type { FieldDescriptor, ListField } from '@/components/blocks/shared/descriptor';
import { maxLengthOf } from '@/components/blocks/shared/text-limit';

export type ChromeKind = 'nav' | 'footer';
export type ChromeDescriptor = { kind: ChromeKind; label: string; fields: readonly FieldDescriptor[] };

const linkItem: readonly FieldDescriptor[] = [{ path: '', kind: 'link', label: 'Link' }];

function linkList(path: string, label: string, itemLabel: string, max: number): ListField {
  return { path, kind: 'list', label, itemLabel, item: linkItem, newItem: () => LinkSchema.parse({}), itemTitle: 'text', max };
}

const registerHelp =
  'A contact from the register in Site settings: visitors see its name and number, as published there, instead of the link above. None: the link above.';

export const navDescriptor: ChromeDescriptor = {
  kind: 'nav',
  label: 'Navigation',
  fields: [
    {
      path: 'tierOneItems',
      kind: 'list',
      label: 'Menu items',
      itemLabel: 'Menu item',
      item: [...linkItem, linkList('children', 'Submenu links', 'Submenu link', 30)],
      newItem: () => NavItemSchema.parse({}),
      itemTitle: 'text',
      max: 12,
    },
    { path: 'donate', kind: 'link', label: 'Donate link' },
    { path: 'crisis', kind: 'link', label: 'Crisis line link' },
    { path: 'crisis.contactId', kind: 'crisisContact', label: 'Crisis line contact', help: registerHelp },
    { path: 'emergency', kind: 'link', label: 'Emergency link' },
    { path: 'emergency.contactId', kind: 'crisisContact', label: 'Emergency contact', help: registerHelp },
  ],
};

export const footerDescriptor: ChromeDescriptor = {
  kind: 'footer',
  label: 'Footer',
  fields: [
    { path: 'acknowledgement', kind: 'text', label: 'Acknowledgement', multiline: true, maxLength: maxLengthOf(FooterSchema.shape.acknowledgement) },
    {
      path: 'flagLogos',
      kind: 'list',
      label: 'Flag logos',
      itemLabel: 'Flag',
      item: [{ path: '', kind: 'freeformImage', label: 'Flag' }],
      newItem: () => ({ alt: '' }),
      max: 6,
    },
    { path: 'privacy', kind: 'link', label: 'Privacy link' },
    { path: 'events', kind: 'link', label: 'Events link' },
    { path: 'services', kind: 'link', label: 'Services link' },
    { path: 'about', kind: 'link', label: 'About link' },
    { path: 'contact', kind: 'link', label: 'Contact link' },
    { path: 'groupsPagesTitle', kind: 'text', label: 'Groups title', maxLength: maxLengthOf(FooterSchema.shape.groupsPagesTitle) },
    linkList('groupLinks', 'Group links', 'Group link', 20),
    { path: 'getInvolvedPagesTitle', kind: 'text', label: 'Get involved title', maxLength: maxLengthOf(FooterSchema.shape.getInvolvedPagesTitle) },
    linkList('getInvolvedLinks', 'Get involved links', 'Get involved link', 20),
    { path: 'facebook', kind: 'link', label: 'Facebook link', withText: false },
    { path: 'instagram', kind: 'link', label: 'Instagram link', withText: false },
    { path: 'youtube', kind: 'link', label: 'YouTube link', withText: false },
  ],
};

export const chromeDescriptors: Record<ChromeKind, ChromeDescriptor> = { nav: navDescriptor, footer: footerDescriptor };
