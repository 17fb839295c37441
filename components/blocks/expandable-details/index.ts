// Names first: the registry reads them while the component may still be loading (see split-content).
export { componentType, label, schema } from './schema';
export { ExpandableDetailsBlock as Component } from './expandable-details-block';
