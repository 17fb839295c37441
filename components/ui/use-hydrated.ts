import { useSyncExternalStore } from 'react';

/** For browser facts that never change while the page is open: nothing to subscribe to. */
export const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML; true from the render after, and in
 * anything rendered only in the browser. Lets a component send HTML that works without its script, then
 * turn into its scripted form once the script runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
