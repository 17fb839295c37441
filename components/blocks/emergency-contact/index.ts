export * from './definition';
export { EmergencyContactBlock as Component } from './emergency-contact-block';
