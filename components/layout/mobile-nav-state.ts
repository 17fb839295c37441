// Mobile navigation state (SPEC.md §2, §3) as a pure reducer, so every transition is testable.

export type MobileNavState = {
  mobileNavOpen: boolean;
  /** The expanded first-level item, -1 for none. */
  tierOneIndex: number;
  /** The selected second-level item, -1 for none. */
  tierTwoIndex: number;
};

export type MobileNavAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'selectTierOne'; index: number }
  | { type: 'selectTierTwo'; index: number };

export const initialMobileNavState: MobileNavState = { mobileNavOpen: false, tierOneIndex: -1, tierTwoIndex: -1 };

export function mobileNavReducer(state: MobileNavState, action: MobileNavAction): MobileNavState {
  switch (action.type) {
    case 'open':
      return { ...state, mobileNavOpen: true, tierTwoIndex: -1 };
    case 'close':
      return { ...state, mobileNavOpen: false, tierTwoIndex: -1 };
    case 'toggle':
      return { ...state, mobileNavOpen: !state.mobileNavOpen, tierTwoIndex: -1 };
    case 'selectTierOne':
      // Choosing the open item again closes it; a second-level choice belongs to the old item.
      return {
        ...state,
        tierOneIndex: state.tierOneIndex === action.index ? -1 : action.index,
        tierTwoIndex: -1,
      };
    case 'selectTierTwo':
      return { ...state, tierTwoIndex: state.tierTwoIndex === action.index ? -1 : action.index };
  }
}
