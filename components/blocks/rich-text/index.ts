export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { RichTextBlock as Component } from './rich-text-block';
