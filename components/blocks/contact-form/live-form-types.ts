import type { ReactNode } from 'react';
import type { LiveStart } from '../shared/live-start';
import type { ContactFormModel } from './contact-form-model';

export type LiveFormProps = { model: ContactFormModel; secondaryLink?: ReactNode; start: LiveStart };
