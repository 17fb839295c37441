export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { PageHubBlock as Component } from './page-hub-block';
