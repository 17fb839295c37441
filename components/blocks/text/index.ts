export const componentType = 'Text';
export const label = 'Text';
export { schema } from './schema';
export { TextBlock as Component } from './text-block';
