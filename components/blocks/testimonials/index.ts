export const componentType = 'Testimonials';
export const label = 'Testimonials';
export { schema } from './schema';
export { TestimonialsBlock as Component } from './testimonials-block';
