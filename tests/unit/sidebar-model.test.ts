import { describe, expect, it } from 'vitest';
import { descriptorFor } from '@/components/blocks/definitions';
import { PageSchema } from '@/lib/content/schemas';
import { findField, listAccepts } from '@/editor/sidebar/resolve-field';
import { listRules, ownerComponent, selectionFor, sidebarModel } from '@/editor/sidebar/sidebar-model';

const page = PageSchema.parse({
  _id: 'p1',
  domainId: 'default',
  slug: 'x',
  header: { title: 'T', quickLinks: [{ type: 'page', href: '/a', text: 'A' }] },
  contents: [
    { componentType: 'SplitContent', key: 's', left: [{ componentType: 'Text', key: 't', text: 'Hi' }], right: [] },
    { componentType: 'ListAccordion', key: 'l', items: [{ header: 'One', contents: [] }, { header: 'Two', contents: [] }] },
  ],
});

describe('sidebar model', () => {
  it('finds the component that holds a path, the innermost first', () => {
    expect(ownerComponent(page, 'contents.0.left.0.text')).toEqual({ path: 'contents.0.left.0', componentType: 'Text' });
    expect(ownerComponent(page, 'contents.0.left')).toEqual({ path: 'contents.0', componentType: 'SplitContent' });
    expect(ownerComponent(page, 'contents')).toBeNull();
  });

  it('reads what a content list accepts from the descriptor of the component holding it', () => {
    const block = (type: string) => descriptorFor(type)!;
    const column = listRules(page, 'contents.0.right', descriptorFor);
    expect(listAccepts(column, block('Text'))).toBe(true);
    expect(listAccepts(column, block('SplitContent'))).toBe(false);
    expect(listAccepts(column, block('GenericPage'))).toBe(false);
    const pageList = listRules(page, 'contents', descriptorFor);
    expect(listAccepts(pageList, block('SplitContent'))).toBe(true);
    expect(listAccepts(pageList, block('GenericPage'))).toBe(true);
  });

  it('places a page section only in the page’s list, and columns in a section’s list but not inside a panel', () => {
    const block = (type: string) => descriptorFor(type)!;
    const level = (type: string, path: string) => descriptorFor(type)!.fields.find((f) => f.kind === 'content' && f.path === path)!;
    const sectionList = { level: (level('GenericPage', 'contents') as { level: 'section' }).level };
    expect(listAccepts(sectionList, block('SplitContent'))).toBe(true);
    expect(listAccepts(sectionList, block('GenericPage'))).toBe(false);
    for (const [type, path] of [['ContentPanel', 'contents'], ['ExpandableDetails', 'contents'], ['SplitContent', 'left']]) {
      const nested = { level: (level(type, path) as { level: 'nested' }).level };
      expect(listAccepts(nested, block('SplitContent')), type).toBe(false);
      expect(listAccepts(nested, block('Quote')), type).toBe(true);
    }
    // SPEC.md §3's lists still narrow what a list takes.
    expect(listAccepts({ level: 'page', blacklist: ['Quote'] }, block('Quote'))).toBe(false);
    expect(listAccepts({ level: 'page', whitelist: ['Text'] }, block('Quote'))).toBe(false);
  });

  it('a click on a value selects its component, the value, and the list that holds the component', () => {
    const selection = selectionFor(page, { path: 'contents.0.left.0.text', kind: 'text', componentPath: 'contents.0.left.0' }, descriptorFor);
    expect(selection).toMatchObject({ component: 'contents.0.left.0', field: 'contents.0.left.0.text', kind: 'text', content: { path: 'contents.0.left' } });
    expect(listAccepts(selection.content, descriptorFor('SplitContent')!)).toBe(false);
  });

  it('a click on an empty content list selects that list as the place to add', () => {
    const selection = selectionFor(page, { path: 'contents.0.right', kind: 'content', componentPath: 'contents.0' }, descriptorFor);
    expect(selection.content?.path).toBe('contents.0.right');
  });

  it('descends into list items to the field of the clicked value, and gives the header fields for the page', () => {
    const accordion = sidebarModel(page, { component: 'contents.1', field: 'contents.1.items.1.header' }, descriptorFor);
    expect(accordion?.title).toBe('List Accordion');
    expect(accordion?.target).toMatchObject({ valuePath: 'contents.1.items.1.header', topPath: 'items', field: { kind: 'text' } });
    const header = sidebarModel(page, { component: '', field: 'header.quickLinks.0' }, descriptorFor);
    expect(header?.target).toMatchObject({ valuePath: 'header.quickLinks.0', field: { kind: 'link' } });
    expect(header?.commonFields).toEqual([]);
    expect(sidebarModel(page, { component: 'contents.9', field: null }, descriptorFor)).toBeNull();
  });

  it('names the page’s own list of components Page content, not Page header, and shows only that list', () => {
    const body = sidebarModel(page, { component: '', field: 'contents' }, descriptorFor);
    expect(body?.title).toBe('Page content');
    expect(body?.fields.map((field) => field.label)).toEqual(['Page contents']);
    expect(body?.target).toMatchObject({ valuePath: 'contents', field: { kind: 'content' } });
    expect(sidebarModel(page, { component: '', field: 'header.title' }, descriptorFor)?.title).toBe('Page header');
  });

  it('finds no field for a path the descriptor does not describe', () => {
    expect(findField(descriptorFor('Text')!.fields, 'nothing')).toBeNull();
    expect(findField(descriptorFor('ListAccordion')!.fields, 'items.x.header')).toBeNull();
  });
});
