export const componentType = 'Button';
export const label = 'Button';
export { schema } from './schema';
export { ButtonBlock as Component } from './button-block';
