export const componentType = 'Media';
export const label = 'Media';
export { schema } from './schema';
export { MediaBlock as Component } from './media-block';
