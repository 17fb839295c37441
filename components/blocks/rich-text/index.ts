export const componentType = 'RichText';
export const label = 'Rich Text';
export { schema } from './schema';
export { RichTextBlock as Component } from './rich-text-block';
