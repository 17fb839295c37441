// Forms sit anywhere in a page: the walk finds them by key inside any block that holds blocks.
import { describe, expect, it } from 'vitest';
import { findComponentByKey } from '@/lib/forms/find-component';

describe('findComponentByKey', () => {
  const contents = [
    { componentType: 'Text', key: 'a', text: 'key: form' },
    { componentType: 'SplitContent', key: 'split', left: [{ componentType: 'Text', key: 'b' }], right: [{ componentType: 'ContentPanel', key: 'panel', contents: [{ componentType: 'ContactForm', key: 'form', fields: [] }] }] },
    { componentType: 'ListAccordion', key: 'list', items: [{ header: 'One', contents: [{ componentType: 'WorkshopEnquiryForm', key: 'enquiry' }] }] },
  ];

  it('finds a component at any depth, in any property', () => {
    expect(findComponentByKey(contents, 'form')).toMatchObject({ componentType: 'ContactForm', key: 'form' });
    expect(findComponentByKey(contents, 'enquiry')).toMatchObject({ componentType: 'WorkshopEnquiryForm' });
    expect(findComponentByKey(contents, 'a')).toMatchObject({ componentType: 'Text' });
  });

  it('answers null for a missing key and ignores objects that are not components', () => {
    expect(findComponentByKey(contents, 'nowhere')).toBeNull();
    expect(findComponentByKey([{ key: 'form' }], 'form')).toBeNull();
    expect(findComponentByKey(null, 'form')).toBeNull();
    expect(findComponentByKey('form', 'form')).toBeNull();
  });

  it('stops at a depth no page reaches', () => {
    let deep: unknown = { componentType: 'ContactForm', key: 'deep' };
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findComponentByKey(deep, 'deep')).toBeNull();
  });
});
