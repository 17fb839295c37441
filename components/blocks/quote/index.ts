export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { QuoteBlock as Component } from './quote-block';
