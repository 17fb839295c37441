export * from './definition';
export { ListAccordionBlock as Component } from './list-accordion-block';
