export const componentType = 'Anchor';
export const label = 'Anchor';
export { schema } from './schema';
export { AnchorBlock as Component } from './anchor-block';
