export * from './definition';
export { QuoteBlock as Component } from './quote-block';
