export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { ExpandableDetailsBlock as Component } from './expandable-details-block';
