import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Component } from '@/lib/content/schemas';
import { RenderContents } from '@/components/blocks/render-contents';
import * as contentPanel from '@/components/blocks/content-panel';
import * as genericPage from '@/components/blocks/generic-page';
import * as titledArea from '@/components/blocks/titled-area';
import { blockProps } from './block-props';

const text = (key: string, value: string) => ({ componentType: 'Text', key, text: value });

describe('GenericPage', () => {
  const parse = (fields: object = {}) => genericPage.schema.parse({ componentType: 'GenericPage', key: 'g1', ...fields });

  it('has no header and no contents by default; a header fills in its fields', () => {
    const data = parse();
    expect(data.header).toBeUndefined();
    expect(data.contents).toEqual([]);
    expect(parse({ header: {} }).header).toEqual({ title: '', description: '' });
  });

  it('shows the header and its nested contents, marked for editing', () => {
    const data = parse({ header: { title: 'Our services', description: 'Free and confidential.' }, contents: [text('t', 'Inside')] });
    const { container } = render(<genericPage.Component data={data} {...blockProps('contents.1')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our services' }).dataset.edit).toBe('contents.1.header.title');
    expect(screen.getByText('Free and confidential.').dataset.edit).toBe('contents.1.header.description');
    expect(screen.getByText('Inside').dataset.edit).toBe('contents.1.contents.0.text');
    expect(container.querySelector('[data-edit="contents.1.contents"]')?.getAttribute('data-edit-kind')).toBe('content');
  });

  it('shows only its contents without a header', () => {
    render(<genericPage.Component data={parse({ contents: [text('t', 'Alone')] })} {...blockProps('c.0')} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Alone')).toBeTruthy();
  });
});

describe('ContentPanel', () => {
  const parse = (fields: object = {}) => contentPanel.schema.parse({ componentType: 'ContentPanel', key: 'p1', ...fields });

  it('defaults to an orange-200 panel, not full width, with no contents', () => {
    expect(parse()).toMatchObject({ backgroundColour: { value: 'orange-200' }, contents: [], fullWidth: false });
  });

  it('keeps a chosen colour and refuses one that is not a colour choice', () => {
    expect(parse({ backgroundColour: { value: 'blue-800' } }).backgroundColour).toEqual({ value: 'blue-800' });
    expect(contentPanel.schema.safeParse({ componentType: 'ContentPanel', key: 'p', backgroundColour: { value: 'neon' } }).success).toBe(false);
  });

  it('is painted through RenderContents with the paired text colour and marks full width', () => {
    const stored = [{ componentType: 'ContentPanel', key: 'p1', fullWidth: true, contents: [text('t', 'On orange')] }] as Component[];
    const { container } = render(<RenderContents contents={stored} {...blockProps('contents')} />);
    const wrapper = container.querySelector('[data-component="contents.0"]') as HTMLElement;
    expect(wrapper.className.split(' ')).toEqual(expect.arrayContaining(['cs-component--coloured', 'cs-bg-orange-200']));
    const panel = wrapper.querySelector('.cs-content-panel') as HTMLElement;
    expect(panel.className).toContain('cs-full-bleed');
    expect(panel.dataset.edit).toBe('contents.0.backgroundColour');
    expect(panel.dataset.editKind).toBe('select');
    expect(screen.getByText('On orange').dataset.edit).toBe('contents.0.contents.0.text');
  });

  it('is a rounded panel unless full width', () => {
    const { container } = render(<contentPanel.Component data={parse()} {...blockProps('c.0')} />);
    expect(container.querySelector('.cs-content-panel')?.className).not.toContain('cs-full-bleed');
  });
});

describe('TitledArea', () => {
  const parse = (fields: object = {}) => titledArea.schema.parse({ componentType: 'TitledArea', key: 't1', ...fields });

  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({ title: '', contents: [], fullWidth: false });
  });

  it('is a section named by its title, with nested contents', () => {
    const data = parse({ title: 'Training', contents: [text('t', 'Courses for workplaces.')], fullWidth: true });
    const { container } = render(<titledArea.Component data={data} {...blockProps('contents.2')} />);
    const region = screen.getByRole('region', { name: 'Training' });
    expect(region.className).toContain('cs-full-bleed');
    expect(screen.getByRole('heading', { level: 2, name: 'Training' }).dataset.edit).toBe('contents.2.title');
    expect(screen.getByText('Courses for workplaces.').dataset.edit).toBe('contents.2.contents.0.text');
    expect(container.querySelector('[data-edit="contents.2.contents"]')?.getAttribute('data-edit-kind')).toBe('content');
  });

  it('has no heading and no name without a title', () => {
    const { container } = render(<titledArea.Component data={parse()} {...blockProps('c.0')} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
  });
});
