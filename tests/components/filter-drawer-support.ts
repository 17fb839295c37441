// Checks the dashboard's filter drawers share (editor/ui/filter-drawer.tsx), run by each tab's own test with its
// own labels.
import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

const change = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });

/** Two date filters that bound a range: each limits the other's picker, and clearing one frees the other. */
export function expectDatesLimitEachOther(from: HTMLElement, to: HTMLElement): void {
  expect([from.getAttribute('type'), from.getAttribute('max'), to.getAttribute('type'), to.getAttribute('min')]).toEqual(['date', null, 'date', null]);
  change(from, '2025-03-04');
  expect(to.getAttribute('min')).toBe('2025-03-04');
  change(to, '2025-03-20');
  expect(from.getAttribute('max')).toBe('2025-03-20');
  change(from, '');
  expect(to.getAttribute('min')).toBeNull();
}
