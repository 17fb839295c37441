// The tag manager's data layer (SPEC.md §7: events whppt.linkClicked and formSubmission). Pushing costs nothing
// when no tag manager is configured: the array simply stays in the page.

type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** SPEC.md §9: the form submit event names the form by its identifier, or 'Unidentified Form'. */
export function trackFormSubmission(identifier: string): void {
  pushDataLayer({ event: 'formSubmission', formName: identifier.trim() || 'Unidentified Form' });
}
