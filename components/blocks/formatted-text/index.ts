export * from './definition';
export { FormattedTextBlock as Component } from './formatted-text-block';
