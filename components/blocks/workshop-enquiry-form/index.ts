export * from './definition';
export { WorkshopEnquiryFormBlock as Component } from './workshop-enquiry-form-block';
