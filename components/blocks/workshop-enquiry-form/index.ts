export { componentType, label, schema } from './schema';
export { descriptor } from './fields';
export { WorkshopEnquiryFormBlock as Component } from './workshop-enquiry-form-block';
