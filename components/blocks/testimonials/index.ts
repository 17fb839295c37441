export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { TestimonialsBlock as Component } from './testimonials-block';
