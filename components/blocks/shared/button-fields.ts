import { z } from 'zod';
import { LinkSchema } from '@/lib/content/schemas';
import type { FieldDescriptor } from './descriptor';
import { emptyLink } from './empty-link';

/** What a button is made of (Button, Button Call to Action): where it goes and how prominent it looks. */
export const buttonShape = {
  link: LinkSchema.default(emptyLink),
  /** Outlined instead of filled, for a less prominent action. */
  notPrimary: z.boolean().default(false),
  /** The secondary colour. */
  secondary: z.boolean().default(false),
};

export const buttonFields: FieldDescriptor[] = [
  { path: 'link', kind: 'link', label: 'Link' },
  { path: 'notPrimary', kind: 'checkbox', label: 'Outlined', help: 'A less prominent, outlined button.' },
  { path: 'secondary', kind: 'checkbox', label: 'Secondary colour' },
];
