import * as expandableDetails from '@/components/blocks/expandable-details';
import * as listAccordion from '@/components/blocks/list-accordion';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockProps } from './block-props';

const text = (key: string, value: string) => ({ componentType: 'Text', key, text: value });

/**
 * jsdom has no keyboard activation, so do what a browser does for a focused native button: Enter
 * clicks on key down, Space on key up, unless a handler cancelled the key.
 */
function press(element: HTMLElement, key: 'Enter' | ' ') {
  element.focus();
  expect(document.activeElement).toBe(element);
  const down = fireEvent.keyDown(element, { key });
  if (key === 'Enter' && down && element.tagName === 'BUTTON') fireEvent.click(element);
  const up = fireEvent.keyUp(element, { key });
  if (key === ' ' && down && up && element.tagName === 'BUTTON') fireEvent.click(element);
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('ListAccordion', () => {
  const parse = (fields: object = {}) => listAccordion.schema.parse({ componentType: 'ListAccordion', key: 'a1', ...fields });
  const data = parse({
    items: [
      { header: 'Opening hours', contents: [text('t1', 'We are open 24 hours.')], link: { type: 'page', href: 'hours', text: 'All hours' } },
      { header: 'Where we are', contents: [text('t2', 'Adelaide and online.')] },
      { header: '  ', contents: [text('t3', 'Never shown')] },
    ],
  });

  it('defaults to no items and fills in each item', () => {
    expect(parse().items).toEqual([]);
    expect(parse({ items: [{}] }).items[0]).toEqual({ header: '', link: { type: 'page', href: '', text: '' }, contents: [] });
  });

  it('renders every panel on first render, hidden, with buttons that control them', () => {
    render(<listAccordion.Component data={data} {...blockProps('contents.4')} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.closest('h2')).toBeTruthy();
      expect(panelOf(button).hidden).toBe(true);
    }
    expect(panelOf(buttons[0]).textContent).toContain('We are open 24 hours.');
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('opens and closes only the clicked item', () => {
    render(<listAccordion.Component data={data} {...blockProps('contents.4')} />);
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first).hidden).toBe(false);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(second).hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first).hidden).toBe(true);
  });

  it('toggles from the keyboard with Enter and Space', () => {
    render(<listAccordion.Component data={data} {...blockProps('contents.4')} />);
    const second = screen.getByRole('button', { name: 'Where we are' });
    press(second, 'Enter');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    press(second, ' ');
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks headers, the list, links and nested contents for editing', () => {
    const { container } = render(<listAccordion.Component data={data} {...blockProps('contents.4')} />);
    expect((container.firstElementChild as HTMLElement).dataset.edit).toBe('contents.4.items');
    expect((container.firstElementChild as HTMLElement).dataset.editKind).toBe('list');
    expect(screen.getByText('Opening hours').dataset.edit).toBe('contents.4.items.0.header');
    expect(screen.getByText('We are open 24 hours.').dataset.edit).toBe('contents.4.items.0.contents.0.text');
    expect(container.querySelector('[data-edit="contents.4.items.1.contents"]')?.getAttribute('data-edit-kind')).toBe('content');
    const link = container.querySelector('a[data-edit="contents.4.items.0.link"]');
    expect(link?.getAttribute('href')).toBe('/hours');
  });

  it('gives each panel a unique id', () => {
    render(<listAccordion.Component data={data} {...blockProps('contents.4')} />);
    const ids = screen.getAllByRole('button').map((button) => button.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toMatch(/^[A-Za-z][\w-]*$/);
  });
});

describe('ExpandableDetails', () => {
  const parse = (fields: object = {}) =>
    expandableDetails.schema.parse({ componentType: 'ExpandableDetails', key: 'e1', ...fields });
  const data = parse({ header: 'Leave a gift in your will', illustration: 'will', contents: [text('t', 'How bequests work.')] });

  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({ header: '', illustration: 'none', link: { type: 'page', href: '', text: '' }, contents: [] });
    expect(parse().image).toBeUndefined();
  });

  it('accepts the illustration names in any case and shows none for an unknown one', () => {
    expect(parse({ illustration: 'None' }).illustration).toBe('none');
    expect(parse({ illustration: 'Tree' }).illustration).toBe('tree');
    expect(parse({ illustration: 'dragon' }).illustration).toBe('none');
  });

  it("shows 'Read more', then 'Read less' once open, and the details in between", () => {
    render(<expandableDetails.Component data={data} {...blockProps('contents.6')} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.textContent).toBe('Read more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button).hidden).toBe(true);
    fireEvent.click(button);
    expect(button.textContent).toBe('Read less');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(button).hidden).toBe(false);
    expect(screen.getByText('How bequests work.')).toBeTruthy();
    fireEvent.click(button);
    expect(button.textContent).toBe('Read more');
  });

  it('toggles from the keyboard and is described by its heading', () => {
    render(<expandableDetails.Component data={data} {...blockProps('contents.6')} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Leave a gift in your will');
    press(button, ' ');
    expect(button.textContent).toBe('Read less');
    press(button, 'Enter');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks every field for editing and draws the chosen illustration, hidden from screen readers', () => {
    const { container } = render(<expandableDetails.Component data={data} {...blockProps('contents.6')} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Leave a gift in your will' });
    expect(heading.dataset.edit).toBe('contents.6.header');
    const illustration = container.querySelector('[data-edit="contents.6.illustration"]');
    expect(illustration?.getAttribute('data-edit-kind')).toBe('select');
    expect(illustration?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-edit="contents.6.contents"]')?.getAttribute('data-edit-kind')).toBe('content');
    expect(screen.getByText('How bequests work.').dataset.edit).toBe('contents.6.contents.0.text');
  });

  it('shows an image instead of the illustration when one is set', () => {
    const withImage = parse({ header: 'H', illustration: 'tree', image: { desktop: { src: '/images/demo/a.svg', alt: 'A garden' } } });
    const { container } = render(<expandableDetails.Component data={withImage} {...blockProps('c.0')} />);
    const image = screen.getByRole('img', { name: 'A garden' });
    expect(image.dataset.edit).toBe('c.0.image');
    expect(image.dataset.editKind).toBe('image');
    expect(container.querySelector('[data-edit="c.0.illustration"]')).toBeNull();
  });

  it('has no button when there are no details', () => {
    render(<expandableDetails.Component data={parse({ header: 'Only a title' })} {...blockProps('c.0')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('before the script runs (the server’s HTML)', () => {
  const html = (element: React.ReactElement) => {
    const box = document.createElement('div');
    box.innerHTML = renderToStaticMarkup(element);
    return box;
  };

  it('an accordion item is a closed native <details> whose summary holds the item’s h2, and its panel', () => {
    const data = listAccordion.schema.parse({ componentType: 'ListAccordion', key: 'a1', items: [{ header: 'Opening hours', contents: [text('t1', 'We are open 24 hours.')] }] });
    const box = html(<listAccordion.Component data={data} {...blockProps('contents.4')} />);
    const details = box.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary > h2')?.textContent).toBe('Opening hours');
    expect(details.querySelector('summary + div')?.textContent).toContain('We are open 24 hours.');
    expect(box.querySelector('button')).toBeNull();
  });

  it("expandable details says 'Read more' closed and 'Read less' open, by the details' own state", () => {
    const data = expandableDetails.schema.parse({ componentType: 'ExpandableDetails', key: 'e1', header: 'Gifts', contents: [text('t', 'How bequests work.')] });
    const summary = html(<expandableDetails.Component data={data} {...blockProps('contents.6')} />).querySelector('summary')!;
    expect(summary.querySelector('.cs-disclosure__when-closed')?.textContent).toBe('Read more');
    expect(summary.querySelector('.cs-disclosure__when-open')?.textContent).toBe('Read less');
    expect(summary.getAttribute('aria-describedby')).toBeTruthy();
  });
});
