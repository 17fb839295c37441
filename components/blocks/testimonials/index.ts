export * from './definition';
export { TestimonialsBlock as Component } from './testimonials-block';
