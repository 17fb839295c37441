'use client';

import { useActionState } from 'react';
import { useCurrentPage } from '../shared/current-page';
import { FormPlaceInputs } from '../shared/form-place';
import { EnquiryFormView } from './enquiry-form-view';
import { enquirySteps, fieldOrder } from './enquiry-steps';
import type { EnquiryFormProps } from './enquiry-types';
import { postEnquiry } from './post-enquiry';

const asList = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : value);

/**
 * The server's rendering of the workshop enquiry for visitors. Before or without the page's script, Next, Back and
 * Send post the form to its page (a React form action), which answers with the step to show, what was typed, the
 * messages beside their fields or the thank-you; the other step's values travel in hidden inputs. With the script,
 * the live form takes over first (LiveFormLoader).
 */
export function EnquiryPost(props: Omit<EnquiryFormProps, 'start'>) {
  const { slug = '' } = useCurrentPage();
  const [posted, action] = useActionState(postEnquiry, null);
  const step = posted?.step ?? 1;
  const shown = new Set<string>(enquirySteps[step - 1].fields);
  const values = posted && !posted.sent ? posted.values : undefined;
  const carried = (
    <>
      <FormPlaceInputs slug={slug} componentKey={props.componentKey} />
      {values
        ? fieldOrder
            .filter((name) => !shown.has(name))
            .flatMap((name) => asList(values[name]).map((value, index) => (value ? <input key={`${name}${index}`} type="hidden" name={name} value={value} /> : null)))
        : null}
    </>
  );
  return (
    <EnquiryFormView
      {...props}
      step={step}
      status={posted?.sent ? 'success' : posted?.failure ? 'error' : 'idle'}
      myselfOrg={values?.myself_org ?? ''}
      errors={posted?.errors ?? {}}
      failure={posted?.failure ?? null}
      control={(name) => ({ name })}
      live={false}
      action={action}
      initial={values}
      carried={carried}
    />
  );
}
