export { componentType, label, schema } from './schema';
export { QuoteBlock as Component } from './quote-block';
