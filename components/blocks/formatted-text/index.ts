export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { FormattedTextBlock as Component } from './formatted-text-block';
