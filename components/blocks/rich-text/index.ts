export * from './definition';
export { RichTextBlock as Component } from './rich-text-block';
