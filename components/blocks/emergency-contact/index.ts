export { componentType, label, schema } from './schema';
export { EmergencyContactBlock as Component } from './emergency-contact-block';
