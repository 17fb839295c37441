import { describe, expect, it } from 'vitest';
import { blockLabel, changeKinds, componentFieldLabel, countsText, pageFieldLabel } from '@/editor/compare/compare-text';

describe('the comparison’s words', () => {
  it('names a changed value as the block’s editor names it, through lists and into pictures and links', () => {
    expect(componentFieldLabel('Quote', 'quote')).toBe('Quote');
    expect(componentFieldLabel('Testimonials', 'items.1.quoteBy')).toBe('Testimonials › Testimonial 2 › Quote by');
    expect(componentFieldLabel('Testimonials', 'items.0.image.desktop.imageId')).toBe('Testimonials › Testimonial 1 › Portrait › desktop picture');
    expect(componentFieldLabel('Quote', 'backgroundColour.value')).toBe('Background colour');
    expect(componentFieldLabel('Quote', 'componentType')).toBe('Kind of block');
    expect(pageFieldLabel('header.title')).toBe('Title');
    expect(pageFieldLabel('header.quickLinks.2.href')).toBe('Quick links › Quick link 3 › Link › address');
    expect(pageFieldLabel('slug')).toBe('Address');
    expect(pageFieldLabel('header.backgroundColour.value')).toBe('Background colour');
    expect(blockLabel('Testimonials')).toBe('Testimonials');
    expect(blockLabel('NoSuchBlock')).toBe('No such block');
  });

  it('says what happened to a component, and sums a comparison up', () => {
    const base = { key: 'k', componentType: 'Text', path: 'contents.0', depth: 0, fields: [] };
    expect(changeKinds({ ...base, status: 'added' })).toEqual(['added']);
    expect(changeKinds({ ...base, status: 'kept' })).toEqual([]);
    expect(changeKinds({ ...base, status: 'kept', movedFrom: 'contents.2', fields: [{ path: 'text', before: 'a', after: 'b' }] })).toEqual(['moved', 'changed']);
    expect(countsText({ added: 2, removed: 0, moved: 1, changed: 3 }, 1)).toBe('One detail of the page changed. Components: 2 added, 1 moved, 3 changed.');
    expect(countsText({ added: 0, removed: 1, moved: 0, changed: 0 }, 0)).toBe('Components: 1 removed.');
    expect(countsText({ added: 0, removed: 0, moved: 0, changed: 0 }, 0)).toBe('');
  });
});
