// Names first: the registry reads them while the component may still be loading (see split-content).
export { componentType, label, schema } from './schema';
export { ListAccordionBlock as Component } from './list-accordion-block';
