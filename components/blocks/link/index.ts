export const componentType = 'Link';
export const label = 'Link';
export { schema } from './schema';
export { LinkBlock as Component } from './link-block';
