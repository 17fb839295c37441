import { describe, expect, it } from 'vitest';
import { initialMobileNavState, mobileNavReducer, type MobileNavState } from '@/components/layout/mobile-nav-state';

const state = (overrides: Partial<MobileNavState>): MobileNavState => ({ ...initialMobileNavState, ...overrides });

describe('mobile navigation state', () => {
  it('starts closed with nothing selected', () => {
    expect(initialMobileNavState).toEqual({ mobileNavOpen: false, tierOneIndex: -1, tierTwoIndex: -1 });
  });

  it('opening and closing reset the second-level selection', () => {
    const opened = mobileNavReducer(state({ tierTwoIndex: 2 }), { type: 'open' });
    expect(opened).toMatchObject({ mobileNavOpen: true, tierTwoIndex: -1 });
    const closed = mobileNavReducer(state({ mobileNavOpen: true, tierOneIndex: 1, tierTwoIndex: 3 }), { type: 'close' });
    expect(closed).toEqual({ mobileNavOpen: false, tierOneIndex: 1, tierTwoIndex: -1 });
    const toggled = mobileNavReducer(state({ mobileNavOpen: true, tierTwoIndex: 1 }), { type: 'toggle' });
    expect(toggled).toMatchObject({ mobileNavOpen: false, tierTwoIndex: -1 });
  });

  it('choosing a first-level item selects it, and choosing it again deselects it', () => {
    const first = mobileNavReducer(state({ mobileNavOpen: true }), { type: 'selectTierOne', index: 2 });
    expect(first.tierOneIndex).toBe(2);
    expect(mobileNavReducer(first, { type: 'selectTierOne', index: 2 }).tierOneIndex).toBe(-1);
    expect(mobileNavReducer(first, { type: 'selectTierOne', index: 0 }).tierOneIndex).toBe(0);
  });

  it('a new first-level choice clears the second-level choice that belonged to the old one', () => {
    const next = mobileNavReducer(state({ tierOneIndex: 1, tierTwoIndex: 2 }), { type: 'selectTierOne', index: 3 });
    expect(next).toMatchObject({ tierOneIndex: 3, tierTwoIndex: -1 });
  });

  it('second-level selection toggles the same way', () => {
    const selected = mobileNavReducer(state({ tierOneIndex: 0 }), { type: 'selectTierTwo', index: 1 });
    expect(selected.tierTwoIndex).toBe(1);
    expect(mobileNavReducer(selected, { type: 'selectTierTwo', index: 1 }).tierTwoIndex).toBe(-1);
  });

  it('never changes the state it was given', () => {
    const before = state({ mobileNavOpen: true, tierOneIndex: 1 });
    const copy = { ...before };
    mobileNavReducer(before, { type: 'close' });
    expect(before).toEqual(copy);
  });
});
