// Warning: a heading that skips a level (h2 then h4). Screen-reader users move through a page by its headings;
// a skipped level reads as a missing section. The page title is the h1; blocks draw their headings as h2
// (components/blocks/*), and rich text keeps its own h2-h4.
import type { Component } from '../../schemas';
import type { PublishCheck, PublishRule } from './types';
import { blockName } from './walk';
import { htmlToText } from '../../html-text';

type Heading = { level: number; text: string; path: string; block: string };

/** The block fields each block draws as an h2 when they hold text. */
const headingFields: Record<string, string[]> = {
  ContactForm: ['title'],
  EmergencyContact: ['header'],
  ExpandableDetails: ['header'],
  FeaturedContent: ['heading'],
  GenericPage: ['header.title'],
  IllustratedFocusArea: ['title'],
  MapContent: ['title'],
  TitledArea: ['title'],
  WorkshopEnquiryForm: ['title'],
};

const valueAt = (component: Component, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), component);

const isComponent = (value: unknown): value is Component =>
  Boolean(value) && typeof value === 'object' && typeof (value as { componentType?: unknown }).componentType === 'string';

function ownHeadings(component: Component, path: string): Heading[] {
  const block = blockName(component.componentType);
  const headings: Heading[] = [];
  for (const field of headingFields[component.componentType] ?? []) {
    const text = valueAt(component, field);
    if (typeof text === 'string' && text.trim()) headings.push({ level: 2, text: text.trim(), path: `${path}.${field}`, block });
  }
  if (component.componentType === 'FormattedText' && typeof component.text === 'string') {
    for (const line of component.text.split('\n')) {
      if (line.startsWith('## ') && line.slice(3).trim()) headings.push({ level: 2, text: line.slice(3).trim(), path: `${path}.text`, block });
    }
  }
  if (component.componentType === 'RichText' && typeof component.text === 'string') {
    for (const match of component.text.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
      const text = htmlToText(match[2]);
      if (text) headings.push({ level: Number(match[1]), text, path: `${path}.text`, block });
    }
  }
  return headings;
}

/** The headings of a content list in reading order: a block's own heading, then what it holds. */
function outline(contents: unknown, path: string): Heading[] {
  if (!Array.isArray(contents)) return [];
  return contents.flatMap((component, index) => {
    if (!isComponent(component)) return [];
    const here = `${path}.${index}`;
    const headings = ownHeadings(component, here);
    if (component.componentType === 'ListAccordion' && Array.isArray(component.items)) {
      component.items.forEach((item: { header?: unknown; contents?: unknown }, itemIndex: number) => {
        const itemPath = `${here}.items.${itemIndex}`;
        if (typeof item?.header === 'string' && item.header.trim()) headings.push({ level: 2, text: item.header.trim(), path: `${itemPath}.header`, block: 'List Accordion' });
        headings.push(...outline(item?.contents, `${itemPath}.contents`));
      });
      return headings;
    }
    for (const [key, value] of Object.entries(component)) {
      if (Array.isArray(value) && value.some(isComponent)) headings.push(...outline(value, `${here}.${key}`));
    }
    return headings;
  });
}

export const headingLevels: PublishRule = ({ page }) => {
  const problems: PublishCheck[] = [];
  let previous = 1; // the page title
  for (const heading of outline(page.contents, 'contents')) {
    if (heading.level > previous + 1) {
      problems.push({
        rule: 'heading-levels',
        severity: 'warning',
        message: `The heading '${heading.text}' in the ${heading.block} block is level ${heading.level} but comes after a level ${previous} heading: use level ${previous + 1} so no level is skipped.`,
        path: heading.path,
      });
    }
    previous = heading.level;
  }
  return problems;
};
