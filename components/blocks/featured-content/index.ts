export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { FeaturedContentBlock as Component } from './featured-content-block';
