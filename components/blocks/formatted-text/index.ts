export const componentType = 'FormattedText';
export const label = 'Formatted Text';
export { schema } from './schema';
export { FormattedTextBlock as Component } from './formatted-text-block';
