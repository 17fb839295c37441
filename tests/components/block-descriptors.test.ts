import { describe, expect, it } from 'vitest';
import { createComponent, descriptorFor } from '@/components/blocks/definitions';
import { blocks } from '@/components/blocks/registry';
import type { FieldDescriptor, ListField } from '@/components/blocks/shared/descriptor';
import { imageSizes } from '@/components/ui/image-url';
import { pageContentsField, pageFields, pageHeaderDescriptor, pageHeaderFieldsFor } from '@/components/page/header-fields';
import { HeaderSchema, PageSchema } from '@/lib/content/schemas';
import { getAtPath, setAtPath } from '@/lib/content/value-at-path';

const icons = [
  'text', 'richText', 'formattedText', 'anchor', 'link', 'button', 'columns', 'section', 'phone', 'list', 'accordion',
  'details', 'quote', 'panel', 'title', 'illustration', 'testimonials', 'carousel', 'image', 'map',
];
const types = blocks.map((block) => block.componentType);
const cases = blocks.map((block) => [block.componentType, block] as const);

/** Every field with the path prefix it is reached by, descending into list items (item 0). */
function* walk(fields: readonly FieldDescriptor[], prefix = ''): Generator<{ path: string; field: FieldDescriptor; list?: ListField }> {
  for (const field of fields) {
    const path = [prefix, field.path].filter(Boolean).join('.');
    yield { path, field };
    if (field.kind === 'list') for (const inner of walk(field.item, `${path}.0`)) yield { ...inner, list: inner.list ?? field };
  }
}

/** A value with list fields holding one fresh item each, so item fields have somewhere to live. */
function withItems<T>(value: T, fields: readonly FieldDescriptor[]): T {
  return fields.reduce((current, field) => (field.kind === 'list' ? setAtPath(current, field.path, [field.newItem()]) : current), value);
}

describe('block descriptors', () => {
  it.each(cases)('%s has a descriptor for its own type, with a label, category, description and known icon', (type, block) => {
    expect(block.descriptor.componentType).toBe(type);
    expect(descriptorFor(type)).toBe(block.descriptor);
    expect(block.descriptor.label).toBe(block.label);
    expect(block.descriptor.description).toMatch(/^[A-Z].+\.$/);
    expect(icons).toContain(block.descriptor.icon);
    expect(block.descriptor.fields.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s: createComponent gives a component its schema accepts as it is', (type, block) => {
    const created = createComponent(type, 'new-1');
    expect(created).toMatchObject({ componentType: type, key: 'new-1' });
    expect(block.schema.parse(created)).toEqual(created);
  });

  it.each(cases)('%s: every list makes new items the schema accepts, up to its maximum', (type, block) => {
    const created = createComponent(type, 'k');
    for (const { path, field } of walk(block.descriptor.fields)) {
      if (field.kind !== 'list' || path.includes('.0.')) continue;
      const parsed = block.schema.parse(setAtPath(created, path, [field.newItem(), field.newItem()]));
      expect(getAtPath(parsed, path)).toEqual([field.newItem(), field.newItem()]);
      expect(field.max, `${type}.${path} max`).toBeDefined();
      const filled = (count: number) => setAtPath(created, path, Array.from({ length: count }, field.newItem));
      expect(block.schema.safeParse(filled(field.max!)).success).toBe(true);
      expect(block.schema.safeParse(filled(field.max! + 1)).success).toBe(false);
    }
  });

  it.each(cases)('%s: text limits are the schema limits', (type, block) => {
    const created = withItems(createComponent(type, 'k'), block.descriptor.fields);
    for (const { path, field } of walk(block.descriptor.fields)) {
      if (field.kind !== 'text' && field.kind !== 'formattedText' && field.kind !== 'richText') continue;
      expect(field.maxLength, `${type}.${path}`).toBeGreaterThan(0);
      expect(block.schema.safeParse(setAtPath(created, path, 'x'.repeat(field.maxLength!))).success, path).toBe(true);
      expect(block.schema.safeParse(setAtPath(created, path, 'x'.repeat(field.maxLength! + 1))).success, path).toBe(false);
    }
  });

  it.each(cases)('%s: checkboxes are booleans, images name a known size, content rules name registered blocks', (type, block) => {
    const created = createComponent(type, 'k');
    for (const { path, field } of walk(block.descriptor.fields)) {
      if (field.kind === 'checkbox') expect(typeof getAtPath(created, path), path).toBe('boolean');
      if (field.kind === 'image') expect(Object.keys(imageSizes)).toContain(field.size);
      if (field.kind === 'content') for (const listed of [...(field.whitelist ?? []), ...(field.blacklist ?? [])]) expect(types).toContain(listed);
    }
  });

  it('keep sections out of columns and panels, and pages out of every nested list', () => {
    const contentFields = (type: string) => [...walk(descriptorFor(type)!.fields)].map(({ field }) => field).filter((f) => f.kind === 'content');
    // Where a block may stand is its own descriptor's word, not a list repeated in every container.
    expect(descriptorFor('GenericPage')!.placement).toBe('page');
    expect(descriptorFor('SplitContent')!.placement).toBe('section');
    for (const type of ['SplitContent', 'ContentPanel', 'ListAccordion', 'ExpandableDetails']) {
      for (const field of contentFields(type)) expect(field.kind === 'content' && field.level, type).toBe('nested');
    }
    for (const type of ['GenericPage', 'TitledArea']) for (const field of contentFields(type)) expect(field.kind === 'content' && field.level, type).toBe('section');
    for (const { descriptor } of blocks) for (const field of contentFields(descriptor.componentType)) expect(field.kind === 'content' && field.blacklist).toBeUndefined();
  });

  it('createComponent refuses a type no block registers', () => {
    expect(() => createComponent('Mystery', 'k')).toThrow(/Mystery/);
    expect(descriptorFor('Mystery')).toBeUndefined();
  });
});

describe('page descriptors', () => {
  const page = PageSchema.parse({ _id: 'p', domainId: 'd', slug: 'x' });

  it('offer both header types by readable names', () => {
    const headerType = pageHeaderDescriptor.fields.find((field) => field.path === 'headerType');
    expect(headerType?.kind === 'select' && headerType.options).toEqual([
      { value: 'FullWidthImageCustomHeader', label: 'Full-width image' },
      { value: 'HalfWidthImageCustomHeader', label: 'Half-width image' },
    ]);
  });

  it('describe the header with the schema limits, and new quick links the schema accepts', () => {
    const withLinks = withItems(page, pageHeaderDescriptor.fields);
    for (const { path, field } of walk(pageHeaderDescriptor.fields)) {
      if (field.kind === 'text') {
        expect(PageSchema.safeParse(setAtPath(withLinks, path, 'x'.repeat(field.maxLength!))).success).toBe(true);
        expect(PageSchema.safeParse(setAtPath(withLinks, path, 'x'.repeat(field.maxLength! + 1))).success).toBe(false);
      }
      if (field.kind === 'list') {
        const links = (count: number) => ({ ...page.header, quickLinks: Array.from({ length: count }, field.newItem) });
        expect(HeaderSchema.safeParse(links(field.max!)).success).toBe(true);
        expect(HeaderSchema.safeParse(links(field.max! + 1)).success).toBe(false);
      }
    }
    const image = pageHeaderDescriptor.fields.find((field) => field.path === 'header.image');
    expect(image).toMatchObject({ kind: 'image', size: 'headerDesktop', mobileSize: 'headerMobile' });
    // The half-width header frames its picture as the square it draws beside the text.
    expect(pageHeaderFieldsFor('HalfWidthImageCustomHeader').find((field) => field.path === 'header.image')).toMatchObject({ size: 'square', mobileSize: 'headerMobile' });
    expect(pageHeaderFieldsFor('FullWidthImageCustomHeader')).toEqual(pageHeaderDescriptor.fields);
    expect(pageHeaderDescriptor.fields.find((field) => field.path === 'header.backgroundColour')).toMatchObject({ kind: 'colour', shape: 'plain' });
  });

  it("let the page's own list take any block, up to the schema's limit", () => {
    expect(pageContentsField).toMatchObject({ path: 'contents', kind: 'content', level: 'page' });
    expect(pageContentsField.blacklist).toBeUndefined();
    expect(pageContentsField.whitelist).toBeUndefined();
    const many = (count: number) => ({ ...page, contents: Array.from({ length: count }, (_, i) => createComponent('Text', `t${i}`)) });
    expect(PageSchema.safeParse(many(pageContentsField.max!)).success).toBe(true);
    expect(PageSchema.safeParse(many(pageContentsField.max! + 1)).success).toBe(false);
    expect(pageFields.at(-1)).toBe(pageContentsField);
  });
});
