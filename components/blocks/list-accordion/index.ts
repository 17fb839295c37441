export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { ListAccordionBlock as Component } from './list-accordion-block';
