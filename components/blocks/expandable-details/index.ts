export * from './definition';
export { ExpandableDetailsBlock as Component } from './expandable-details-block';
