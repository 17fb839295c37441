'use client';

import { useActionState, type ReactNode } from 'react';
import { useCurrentPage } from '../shared/current-page';
import type { ContactFormModel } from './contact-form-model';
import { ContactFormView } from './contact-form-view';
import { postContactForm } from './post-contact-form';
import { FormPlaceInputs } from '../shared/form-place';

/**
 * The server's rendering of a contact form for visitors. Sent before or without the page's script, it posts to
 * the page itself (a React form action): the page that comes back shows the success message, or the server's
 * messages beside their fields with what was typed still in them. With the script, the live form takes over
 * first (LiveFormLoader), and nothing is posted from here.
 */
export function ContactFormPost({ model, secondaryLink }: { model: ContactFormModel; secondaryLink?: ReactNode }) {
  const { slug = '' } = useCurrentPage();
  const [posted, action] = useActionState(postContactForm, null);
  const place = <FormPlaceInputs slug={slug} componentKey={model.componentKey} />;
  return <ContactFormView model={model} secondaryLink={secondaryLink} action={action} posted={posted} place={place} />;
}
