export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { ContactFormBlock as Component } from './contact-form-block';
