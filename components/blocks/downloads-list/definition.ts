// What the server, the API and the editor know of this block, without React: its type, schema and fields.
export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
