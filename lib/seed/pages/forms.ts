// The demo forms: the contact form on the contact page and the training enquiry form on its own page.
import { FormContentSchema, FormFieldSchema, type FormField } from '../../forms/form-config';
import type { Component } from '../../content/schemas';
import { OFFICE_EMAIL, ORG_NAME } from '../organisation';
import { anchor, anchorLink, headerImage, helpNow, pageLink, richText, type PageDraft } from './shared';

const field = (value: Partial<FormField> & Pick<FormField, 'type' | 'name' | 'label'>): FormField => FormFieldSchema.parse(value);

export const TRAINING_EMAIL = 'training@example.org';

/** Every value written out, as the editor stores it. */
export const contactForm: Component = {
  componentType: 'ContactForm',
  key: 'contact-form',
  ...FormContentSchema.parse({
    identifier: 'Contact us',
    recipient: OFFICE_EMAIL,
    subject: 'Website enquiry',
    ccs: [],
    trackInGA: true,
    title: 'Send us a message',
    primaryButtonText: 'Send enquiry',
    secondaryLink: pageLink('/privacy', 'How we use your information'),
    successMessage: 'Thank you, your message has been sent. We reply within two working days.',
    successEmailSubject: 'We have received your message',
    successEmailText:
      'Hello ${first_name},\n\n' +
      `Thank you for getting in touch with ${ORG_NAME}. We have received your message and will reply within two ` +
      'working days.\n\n' +
      'If you need support now, please call our 24/7 crisis line, or 000 if you or someone else is in danger.\n\n' +
      `The team at ${ORG_NAME}`,
    submitterEmailField: 'email',
    successEmailFields: ['first_name'],
    fields: [
      field({ type: 'text', name: 'first_name', label: 'First name', required: true, halfWidth: true, maxLength: 40 }),
      field({ type: 'text', name: 'last_name', label: 'Last name', halfWidth: true, maxLength: 80 }),
      field({ type: 'email', name: 'email', label: 'Email', required: true, halfWidth: true }),
      field({ type: 'phone', name: 'phone', label: 'Phone', halfWidth: true, placeholder: '0400 000 000' }),
      field({
        type: 'select',
        name: 'topic',
        label: 'What is your message about?',
        options: ['Training', 'Support groups', 'Volunteering', 'Donations', 'Something else'],
      }),
      field({ type: 'textArea', name: 'message', label: 'Your message', required: true, maxLength: 2000 }),
      field({ type: 'checkbox', name: 'reply_by_phone', label: 'Please reply by phone rather than email' }),
    ],
  }),
};

export const workshopEnquiryForm: Component = {
  componentType: 'WorkshopEnquiryForm',
  key: 'training-enquiry-form',
  title: 'Workshop Enquiry Form',
  recipient: TRAINING_EMAIL,
  subject: 'Training enquiry from the website',
  ccs: [],
  notifyWithoutContents: false,
  primaryButtonText: 'Send enquiry',
  submitterEmailField: 'email',
  successEmailSubject: 'Thank you for your training enquiry',
  successEmailFields: ['first_name', 'Interested_In'],
  successEmailText:
    'Hello ${first_name},\n\n' +
    'Thank you for your interest in our training (${Interested_In}). One of our training coordinators will be in ' +
    'touch within three working days to talk about dates, locations and costs.\n\n' +
    `The training team at ${ORG_NAME}`,
};

export const trainingEnquiry: PageDraft = {
  id: 'page-training-enquiry',
  slug: 'training/enquiry',
  headerType: 'FullWidthImageCustomHeader',
  frequency: 'yearly',
  priority: 0.7,
  header: {
    title: 'Training enquiry',
    description: 'Tell us which courses interest you and we will be in touch about dates, locations and costs.',
    image: headerImage('rolling-hills'),
    quickLinks: [anchorLink('enquiry-form', 'Send an enquiry'), pageLink('/training', 'All our training')],
    backgroundColour: 'blue-200',
  },
  contents: [
    richText(
      'before-you-start',
      '<h2>Before you start</h2>' +
        '<p>The form has two short steps. We use your details only to reply to your enquiry; see ' +
        '<a href="/privacy">our privacy policy</a>.</p>',
    ),
    anchor('enquiry-form-anchor', 'enquiry-form'),
    workshopEnquiryForm,
    helpNow('help-now'),
  ],
};
