import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptorFor } from '@/components/blocks/definitions';
import { blocks } from '@/components/blocks/registry';
import type { BlockDescriptor, FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { pageFields } from '@/components/page/header-fields';
import { PageView } from '@/components/page/page-view';
import { emptyPage, richPage, richSampleTypes } from './block-samples';
import { editCoverageProblems, type DescriptorLookup } from './edit-coverage';

const samples = { 'filled in': richPage, empty: emptyPage };
const renderedTypes = (root: HTMLElement, page: ReturnType<typeof richPage>) =>
  new Set(Array.from(root.querySelectorAll<HTMLElement>('[data-component]'), (el) => {
    const index = /^contents\.(\d+)$/.exec(el.dataset.component ?? '')?.[1];
    return index === undefined ? null : page.contents[Number(index)].componentType;
  }).filter(Boolean));

describe.each(Object.entries(samples))('every data-edit on a page with every block %s', (_, makePage) => {
  it.each([false, true])('is described by a descriptor, with a fitting kind (editing: %s)', (editing) => {
    const page = makePage();
    const { container } = render(<PageView page={page} editing={editing} />);
    const edits = container.querySelectorAll('[data-edit]');
    expect(edits.length).toBeGreaterThan(15);
    expect(editCoverageProblems(container, pageFields, page, descriptorFor)).toEqual([]);
    // The header is checked too, against the page header descriptor.
    expect(container.querySelector('[data-edit="header.title"]')).toBeTruthy();
  });
});

describe('the samples', () => {
  it('hold every registered block, and each one renders for visitors when filled in', () => {
    expect(richSampleTypes.sort()).toEqual(blocks.map((block) => block.componentType).sort());
    const page = richPage();
    const { container } = render(<PageView page={page} />);
    expect([...renderedTypes(container, page)].sort()).toEqual(richSampleTypes.sort());
  });

  it('reach into nested lists: list items, content in list items, content in content', () => {
    const { container } = render(<PageView page={richPage()} />);
    const paths = Array.from(container.querySelectorAll<HTMLElement>('[data-edit]'), (el) => el.dataset.edit);
    const accordion = blocks.findIndex((block) => block.componentType === 'ListAccordion');
    const genericPage = blocks.findIndex((block) => block.componentType === 'GenericPage');
    expect(paths).toEqual(
      expect.arrayContaining([
        `contents.${accordion}.items.1.header`,
        `contents.${accordion}.items.1.contents.0.contents.0.text`,
        `contents.${genericPage}.contents.0.contents.1.items.1.text`,
        'header.quickLinks.1',
      ]),
    );
  });
});

describe('the coverage check', () => {
  const page = richPage();
  const quoteIndex = page.contents.findIndex((component) => component.componentType === 'Quote');
  const withFields = (type: string, change: (fields: BlockDescriptor['fields']) => BlockDescriptor['fields']): DescriptorLookup => (asked) => {
    const found = descriptorFor(asked);
    return found && asked === type ? { ...found, fields: change(found.fields) } : found;
  };
  const problemsWith = (lookup: DescriptorLookup, fields: readonly FieldDescriptor[] = pageFields) => {
    const { container } = render(<PageView page={page} />);
    return editCoverageProblems(container, fields, page, lookup);
  };

  it('fails when a block renders a path its descriptor does not describe', () => {
    const lookup = withFields('Quote', (fields) => fields.filter((field) => field.path !== 'quoteBy'));
    expect(problemsWith(lookup)).toContain(`contents.${quoteIndex}.quoteBy: 'quoteBy' is not described`);
  });

  it('fails when a block has no descriptor, top level or nested', () => {
    const problems = problemsWith((type) => (type === 'Text' ? undefined : descriptorFor(type)));
    expect(problems.filter((problem) => problem.endsWith('no descriptor for Text')).length).toBeGreaterThan(3);
  });

  it('fails when the shown kind does not fit the described kind', () => {
    const lookup = withFields('Quote', (fields) => fields.map((field) => (field.path === 'quote' ? { ...field, kind: 'richText' } : field)));
    expect(problemsWith(lookup)).toContain(`contents.${quoteIndex}.quote: shown as 'text' but described as 'richText'`);
  });

  it('fails when the page header renders a path the header descriptor does not describe', () => {
    const fields = pageFields.filter((field) => field.path !== 'header.title');
    expect(problemsWith(descriptorFor, fields)).toContain("header.title: 'header.title' is not described");
  });
});
