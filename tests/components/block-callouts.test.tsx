import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as buttonCta from '@/components/blocks/button-cta';
import * as emergencyContact from '@/components/blocks/emergency-contact';
import { dialString, spokenPhoneNumber } from '@/components/blocks/emergency-contact/phone-number';
import * as iconList from '@/components/blocks/icon-list';
import * as illustratedFocusArea from '@/components/blocks/illustrated-focus-area';
import * as quote from '@/components/blocks/quote';
import { named } from './accessible-name';
import { blockProps } from './block-props';

const emptyLink = { type: 'page', href: '', text: '' };

describe('EmergencyContact', () => {
  const parse = (fields: object = {}) =>
    emergencyContact.schema.parse({ componentType: 'EmergencyContact', key: 'e1', ...fields });
  const data = parse({
    header: 'Need to talk now?',
    subHeading: 'Our crisis line is open every day.',
    phoneNumber: '13 11 14',
    emergencyInfo: 'If life is in danger, call 000.',
    linkOne: { type: 'page', href: '/get-help', text: 'Other ways to get help' },
    linkTwo: { type: 'external', href: 'https://example.org/chat', text: 'Chat online' },
  });

  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({
      header: '', subHeading: '', phoneNumber: '', emergencyInfo: '', linkOne: emptyLink, linkTwo: emptyLink,
    });
  });

  it('shows every text, marked for editing', () => {
    render(<emergencyContact.Component data={data} {...blockProps('contents.0')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Need to talk now?' }).dataset.edit).toBe('contents.0.header');
    expect(screen.getByText('Our crisis line is open every day.').dataset.edit).toBe('contents.0.subHeading');
    expect(screen.getByText('If life is in danger, call 000.').dataset.edit).toBe('contents.0.emergencyInfo');
    expect(screen.getByRole('link', { name: 'Other ways to get help' }).dataset.edit).toBe('contents.0.linkOne');
    expect(screen.getByRole('link', { name: named('Chat online', '(opens in a new tab)') }).dataset.edit).toBe('contents.0.linkTwo');
  });

  it('dials the number from a tel: link whose name is read digit by digit', () => {
    render(<emergencyContact.Component data={data} {...blockProps('contents.0')} />);
    const phone = screen.getByRole('link', { name: 'Call 1 3, 1 1, 1 4' });
    expect(phone.getAttribute('href')).toBe('tel:131114');
    expect(phone.textContent).toContain('13 11 14');
    expect(phone.dataset.edit).toBe('contents.0.phoneNumber');
    expect(phone.dataset.editKind).toBe('text');
  });

  it('works out what to dial and what to say', () => {
    expect(dialString('1800 011 511')).toBe('1800011511');
    expect(dialString('+61 (8) 8000-1234')).toBe('+61880001234');
    expect(dialString('call us')).toBe('');
    expect(spokenPhoneNumber('000')).toBe('0 0 0');
    expect(spokenPhoneNumber('+61 8 8000-1234')).toBe('plus 6 1, 8, 8 0 0 0, 1 2 3 4');
  });

  it('leaves out empty fields, including a phone number with no digits', () => {
    const { container } = render(<emergencyContact.Component data={parse({ header: 'Help', phoneNumber: 'soon' })} {...blockProps('c.0')} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('IconList', () => {
  const parse = (fields: object = {}) => iconList.schema.parse({ componentType: 'IconList', key: 'i1', ...fields });

  it('defaults to no items', () => {
    expect(parse().items).toEqual([]);
    expect(parse({ items: [{}] }).items).toEqual([{ text: '' }]);
  });

  it('is a list with a hidden tick before each point, blank ones left out', () => {
    render(<iconList.Component data={parse({ items: [{ text: 'Free' }, { text: ' ' }, { text: 'Confidential' }] })} {...blockProps('contents.1')} />);
    const list = screen.getByRole('list');
    expect(list.dataset.edit).toBe('contents.1.items');
    expect(list.dataset.editKind).toBe('list');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Free', 'Confidential']);
    expect(items[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Confidential').dataset.edit).toBe('contents.1.items.2.text');
  });

  it('renders nothing without items', () => {
    expect(render(<iconList.Component data={parse()} {...blockProps('c.0')} />).container.innerHTML).toBe('');
  });
});

describe('ButtonCta', () => {
  const parse = (fields: object = {}) => buttonCta.schema.parse({ componentType: 'ButtonCta', key: 'b1', ...fields });

  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({ link: emptyLink, notPrimary: false, secondary: false });
  });

  it('is a button-styled link on a band, with its variants', () => {
    const data = parse({ link: { type: 'page', href: 'donate', text: 'Donate today' }, secondary: true, notPrimary: true });
    const { container } = render(<buttonCta.Component data={data} {...blockProps('contents.3')} />);
    const link = screen.getByRole('link', { name: 'Donate today' });
    expect(link.getAttribute('href')).toBe('/donate');
    expect(link.dataset.edit).toBe('contents.3.link');
    expect(link.className.split(' ')).toEqual(expect.arrayContaining(['cs-button', 'cs-button--secondary', 'cs-button--outline']));
    expect(container.firstElementChild?.className).toBe('cs-button-cta');
  });

  it('draws no band for a link that goes nowhere', () => {
    expect(render(<buttonCta.Component data={parse()} {...blockProps('c.0')} />).container.innerHTML).toBe('');
  });
});

describe('Quote', () => {
  const parse = (fields: object = {}) => quote.schema.parse({ componentType: 'Quote', key: 'q1', ...fields });

  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({ quote: '', quoteBy: '' });
  });

  it('puts the words in a blockquote and the speaker in a figcaption', () => {
    const { container } = render(<quote.Component data={parse({ quote: 'I felt heard.', quoteBy: 'Sam, caller' })} {...blockProps('contents.5')} />);
    const blockquote = container.querySelector('figure > blockquote') as HTMLElement;
    expect(blockquote.textContent).toBe('I felt heard.');
    expect(blockquote.dataset.edit).toBe('contents.5.quote');
    expect(container.querySelector('figcaption')?.textContent).toContain('Sam, caller');
    expect(screen.getByText('Sam, caller').dataset.edit).toBe('contents.5.quoteBy');
  });

  it('leaves out an empty caption, and an empty quote altogether', () => {
    const { container } = render(<quote.Component data={parse({ quote: 'Words' })} {...blockProps('c.0')} />);
    expect(container.querySelector('figcaption')).toBeNull();
    expect(render(<quote.Component data={parse()} {...blockProps('c.1')} />).container.innerHTML).toBe('');
  });
});

describe('IllustratedFocusArea', () => {
  const parse = (fields: object = {}) =>
    illustratedFocusArea.schema.parse({ componentType: 'IllustratedFocusArea', key: 'f1', ...fields });

  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({ illustration: 'none', title: '', description: '' });
  });

  it('shows the title and description beside a decorative illustration', () => {
    const data = parse({ illustration: 'volunteer', title: 'Give your time', description: 'Join 300 volunteers.' });
    const { container } = render(<illustratedFocusArea.Component data={data} {...blockProps('contents.7')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Give your time' }).dataset.edit).toBe('contents.7.title');
    expect(screen.getByText('Join 300 volunteers.').dataset.edit).toBe('contents.7.description');
    const picture = container.querySelector('[data-edit="contents.7.illustration"]') as HTMLElement;
    expect(picture.dataset.editKind).toBe('select');
    expect(picture.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("draws nothing for the illustration 'none'", () => {
    const { container } = render(<illustratedFocusArea.Component data={parse({ title: 'T' })} {...blockProps('c.0')} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
