/**
 * The props that have a value: React's data for the browser names every prop given as undefined ("$undefined"), on
 * every element and so on every page, beside the HTML that leaves it out. For props that are often absent.
 */
export function definedProps<T extends Record<string, unknown>>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}
