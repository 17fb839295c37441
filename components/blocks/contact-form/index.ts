export * from './definition';
export { ContactFormBlock as Component } from './contact-form-block';
