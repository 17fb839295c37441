// One step's fields, drawn from the fixed field list of lib/forms/workshop-enquiry.ts.
import {
  conditionalField,
  interestedInOptions,
  leadSourceOptions,
  myselfOrgOptions,
  salutationOptions,
  type WorkshopFieldName,
} from '@/lib/forms/workshop-enquiry';
import { domId } from '../shared/dom-id';
import { ChoiceGroup, SelectControl, TextControl, type ControlProps } from './enquiry-controls';
import { fieldLabels, noChoice } from './enquiry-copy';
import { requiredFields } from './enquiry-steps';

const salutationChoices = salutationOptions.map((option) => ({ value: option, label: option }));
const leadSourceChoices = [{ value: '', label: noChoice }, ...leadSourceOptions.map((option) => ({ value: option, label: option }))];

type Props = {
  name: WorkshopFieldName;
  /** The component's path, which makes element ids unique on the page. */
  path: string;
  /** The current myself_org answer: it decides which of the two conditional fields shows. */
  myselfOrg: string;
  error?: string;
  control: (name: WorkshopFieldName) => ControlProps;
  /** What the control starts with (a form posted without the script, sent back). */
  initial?: string | readonly string[];
};

export const fieldId = (path: string, name: WorkshopFieldName) => domId(path, `enquiry-${name}`);

export function EnquiryField({ name, path, myselfOrg, error, control, initial }: Props) {
  const common = { id: fieldId(path, name), label: fieldLabels[name], required: requiredFields.has(name), error, control: control(name), initial };
  switch (name) {
    case 'salutation':
      return <SelectControl {...common} short options={salutationChoices} autoComplete="honorific-prefix" />;
    case 'first_name':
      return <TextControl {...common} autoComplete="given-name" />;
    case 'last_name':
      return <TextControl {...common} autoComplete="family-name" />;
    case 'email':
    case 'email_confirm':
      return <TextControl {...common} type="email" autoComplete="email" />;
    case 'phone':
      return <TextControl {...common} type="tel" autoComplete="tel" />;
    case 'mobile':
      return <TextControl {...common} type="tel" autoComplete="mobile tel" />;
    case 'myself_org':
      return <ChoiceGroup {...common} type="radio" options={myselfOrgOptions} />;
    case 'myself_org_title':
    case 'myself_org_company':
      // Shown (and required) only for the answer that asks for it.
      if (conditionalField(myselfOrg) !== name) return null;
      return <TextControl {...common} wide autoComplete={name === 'myself_org_title' ? 'organization-title' : 'organization'} />;
    case 'Interested_In':
      return <ChoiceGroup {...common} type="checkbox" options={interestedInOptions} />;
    case 'lead_source':
      return <SelectControl {...common} wide options={leadSourceChoices} />;
    case 'preferred_location_of_training':
      return <TextControl {...common} wide autoComplete="off" />;
  }
}
