export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { EventListBlock as Component } from './event-list-block';
