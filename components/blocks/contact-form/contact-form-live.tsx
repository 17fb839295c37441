// The live contact form, fetched with import() by ContactFormLoader: only pages with the block download it.
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useController, useForm, type Control, type FieldErrors } from 'react-hook-form';
import type ReCAPTCHA from 'react-google-recaptcha';
import { trackFormSubmission } from '@/components/forms/analytics';
import { useFormsConfig } from '@/components/forms/forms-config';
import { currentSlug, submitForm } from '@/components/forms/submit-form';
import { DATE_MASK, PHONE_MASK } from '@/lib/forms/field-rules';
import { CaptchaWidget } from './captcha-widget';
import type { FormFieldModel } from './contact-form-model';
import { fieldControlId } from './contact-form-ids';
import { ContactFormView, type FormStatus } from './contact-form-view';
import { FormFieldView, type FieldBinding } from './form-field-view';
import { emptyValues, messagesByKey, startingValues, submittedValues, valuesResolver, type FormValues } from './form-values';
import { applyMask, supportsDateInput } from './input-mask';
import type { LiveFormProps } from './live-form-types';
import { newSubmissionId } from '@/components/forms/submission-id';

type Failure = { message: string; others: string[] };

type BoundFieldProps = {
  field: FormFieldModel;
  formId: string;
  control: Control<FormValues>;
  dateInput: 'date' | 'text';
  captcha?: ReactNode;
};

/** One field tied to the form library: its value, its mask and its message. */
function BoundField({ field, formId, control, dateInput, captcha }: BoundFieldProps) {
  const { field: bound, fieldState } = useController({ name: field.key, control });
  const mask = field.type === 'phone' ? PHONE_MASK : field.type === 'date' && dateInput === 'text' ? DATE_MASK : null;
  const binding: FieldBinding = {
    value: bound.value,
    onChange: (value) => bound.onChange(mask && typeof value === 'string' ? applyMask(value, mask) : value),
    onBlur: bound.onBlur,
    ref: bound.ref,
  };
  return <FormFieldView field={field} formId={formId} binding={binding} error={fieldState.error?.message} dateInput={dateInput} captcha={captcha} />;
}

/**
 * SPEC.md §4 form states: idle, loading (button disabled and busy), success (the button reads 'Success!', the
 * success message is announced, the form and the captcha are cleared) and error (the server's message, and its
 * field messages beside their fields). Editing a field after a success clears it.
 */
export function ContactFormLive({ model, secondaryLink, start }: LiveFormProps) {
  const { recaptchaSiteKey } = useFormsConfig();
  // Without a site key no captcha can be drawn, nor checked by the server: the field is left out.
  const fields = useMemo(() => model.fields.filter((field) => field.type !== 'captcha' || recaptchaSiteKey), [model.fields, recaptchaSiteKey]);
  const empty = useMemo(() => emptyValues(fields), [fields]);
  const resolver = useMemo(() => valuesResolver(fields), [fields]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isSubmitted },
  } = useForm<FormValues>({
    defaultValues: startingValues(fields, start.values),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus follows the order on screen, which the form library does not know for grouped controls.
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [engaged, setEngaged] = useState(start.engaged);
  const [dateInput] = useState<'date' | 'text'>(() => (supportsDateInput() ? 'date' : 'text'));
  const formRef = useRef<HTMLFormElement>(null);
  const recaptcha = useRef<ReCAPTCHA>(null);
  const sending = useRef(false);
  // One id per filled-in form: a retried request is answered without a second submission.
  const submissionId = useRef<string | null>(null);
  const captchaField = fields.find((field) => field.type === 'captcha');

  // In the commit that swaps the forms, before the browser takes another key press: none lands on the page.
  useLayoutEffect(() => {
    if (start.focusId) document.getElementById(start.focusId)?.focus();
    if (start.submit) formRef.current?.requestSubmit();
    // Only as the live form takes over from the server's rendering.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusFirst = (keys: ReadonlySet<string>) => {
    const first = fields.find((field) => keys.has(field.key));
    if (first) document.getElementById(fieldControlId(model.formId, first))?.focus();
  };
  const resetCaptcha = () => {
    recaptcha.current?.reset();
    if (captchaField) setValue(captchaField.key, '');
  };

  const send = async (values: FormValues) => {
    if (sending.current) return;
    sending.current = true;
    submissionId.current ??= newSubmissionId();
    setStatus('loading');
    setFailure(null);
    const outcome = await submitForm({
      slug: currentSlug(),
      componentKey: model.componentKey,
      submissionId: submissionId.current,
      form: { values: submittedValues(fields, values) },
    });
    sending.current = false;
    resetCaptcha();
    if (outcome.ok) {
      if (model.trackInGA) trackFormSubmission(model.identifier);
      reset(empty);
      submissionId.current = null;
      setStatus('success');
      return;
    }
    const { byKey, others } = messagesByKey(fields, outcome.fields);
    for (const [key, message] of Object.entries(byKey)) setError(key, { type: 'server', message });
    setFailure({ message: outcome.message, others });
    setStatus('error');
    focusFirst(new Set(Object.keys(byKey)));
  };
  const onInvalid = (errors: FieldErrors<FormValues>) => focusFirst(new Set(Object.keys(errors)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEngaged(true);
    // After a success the form is empty and the thank-you shows: pressing Send again does nothing until a field is
    // edited (which clears the success), instead of answering with 'required' errors and hiding the thank-you.
    if (model.blocked || status === 'loading' || status === 'success') return;
    void handleSubmit(send, onInvalid)(event);
  };

  const captcha =
    captchaField && recaptchaSiteKey ? (
      <CaptchaWidget
        siteKey={recaptchaSiteKey}
        active={engaged}
        widgetRef={recaptcha}
        // Checked at once only after a first submit, as every other field is.
        onToken={(token) => setValue(captchaField.key, token, { shouldValidate: isSubmitted })}
      />
    ) : undefined;

  return (
    <ContactFormView
      model={{ ...model, fields }}
      formRef={formRef}
      status={status}
      failure={status === 'error' ? failure : null}
      secondaryLink={secondaryLink}
      onSubmit={onSubmit}
      onChange={() => status === 'success' && setStatus('idle')}
      onFocus={() => !engaged && setEngaged(true)}
      renderField={(field) => (
        <BoundField
          key={field.key}
          field={field}
          formId={model.formId}
          control={control}
          dateInput={dateInput}
          captcha={field.type === 'captcha' ? captcha : undefined}
        />
      )}
    />
  );
}
