export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { EmergencyContactBlock as Component } from './emergency-contact-block';
