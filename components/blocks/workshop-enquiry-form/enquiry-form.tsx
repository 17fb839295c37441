// The live workshop enquiry form, fetched with import() only on pages that show it (enquiry-loader.tsx):
// react-hook-form, zod and the rule set stay out of every other page's download.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type ReCAPTCHA from 'react-google-recaptcha';
import { useFormsConfig } from '@/components/forms/forms-config';
import { CaptchaWidget } from '@/components/blocks/contact-form/captcha-widget';
import { CAPTCHA_FIELD_NAME, VALUE_MESSAGES } from '@/lib/forms/field-rules';
import { trackFormSubmission } from '@/components/forms/analytics';
import { currentSlug, submitForm } from '@/components/forms/submit-form';
import { cleanWorkshopValues, type WorkshopFieldName } from '@/lib/forms/workshop-enquiry';
import { EnquiryFormView } from './enquiry-form-view';
import { enquirySteps, fieldOrder, stepOf, type EnquiryStep } from './enquiry-steps';
import type { EnquiryFormProps, EnquiryStatus } from './enquiry-types';
import { emptyEnquiryValues, enquiryResolver, isWorkshopField, startingEnquiryValues, toWorkshopValues, type EnquiryValues } from './enquiry-values';
import { newSubmissionId } from '@/components/forms/submission-id';

type FocusTarget = { to: 'heading' } | { to: 'field'; name: WorkshopFieldName } | { to: 'success' } | { to: 'failure' } | { to: 'captcha' };

const firstOf = (names: readonly WorkshopFieldName[], hasError: (name: WorkshopFieldName) => boolean) => names.find(hasError);

export function EnquiryForm(props: EnquiryFormProps) {
  const { path, editing, componentKey, title, primaryButtonText, recipient, subject, configErrors, start } = props;
  const form = useForm<EnquiryValues>({
    // Read once, as this form takes over from the server's rendering.
    defaultValues: startingEnquiryValues(start?.values),
    resolver: enquiryResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus is moved below, once the step holding the first error is on screen.
    shouldFocusError: false,
  });
  const { register, handleSubmit, trigger, reset, setError, clearErrors, setFocus, getFieldState, watch } = form;
  const fieldErrors = form.formState.errors;

  const [step, setStep] = useState<EnquiryStep>(1);
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const [failure, setFailure] = useState<{ message: string; others: string[] } | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const submissionId = useRef<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const successMessage = useRef<HTMLParagraphElement>(null);
  const failureDisplay = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  // The security check, on the last step, when the site has a captcha: a token is good for one request.
  const { recaptchaSiteKey } = useFormsConfig();
  const recaptcha = useRef<ReCAPTCHA>(null);
  const captchaGroup = useRef<HTMLDivElement>(null);
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const resetCaptcha = () => {
    recaptcha.current?.reset();
    setCaptchaToken('');
  };

  // A layout effect: in the commit that swaps the forms, before the browser takes another key press.
  useLayoutEffect(() => {
    mounted.current = true;
    // The server's form was swapped for this one: give focus back to the control the visitor was in.
    const id = start?.focusId;
    if (id && (document.activeElement === null || document.activeElement === document.body)) document.getElementById(id)?.focus();
    return () => {
      mounted.current = false;
    };
  }, [start]);

  // Moved after the render that shows the target, so what is focused already says what it should.
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.to === 'heading') stepHeading.current?.focus();
    else if (focusTarget.to === 'success') successMessage.current?.focus();
    else if (focusTarget.to === 'failure') failureDisplay.current?.focus();
    else if (focusTarget.to === 'captcha') captchaGroup.current?.focus();
    else setFocus(focusTarget.name);
    // Only the target just handled: a newer one set meanwhile (Send pressed while this effect was still pending,
    // on a slow phone) is queued before this update and must survive it, to be focused on the next run.
    setFocusTarget((current) => (current === focusTarget ? null : current));
  }, [focusTarget, setFocus]);

  const goToStep = useCallback((next: EnquiryStep) => {
    setStep(next);
    setFocusTarget({ to: 'heading' });
  }, []);

  const showFirstError = (names: readonly WorkshopFieldName[], hasError: (name: WorkshopFieldName) => boolean) => {
    const first = firstOf(names, hasError);
    if (!first) return;
    setStep(stepOf(first));
    setFocusTarget({ to: 'field', name: first });
  };

  const next = async () => {
    const detailsFields = enquirySteps[0].fields;
    if (await trigger(detailsFields)) goToStep(2);
    else showFirstError(detailsFields, (name) => Boolean(getFieldState(name).error));
  };

  // A Next pressed on the server's rendering, before this code arrived, is taken now.
  useEffect(() => {
    if (start?.submit) void next();
    // Only as the live form takes over from the server's rendering.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = async (values: EnquiryValues) => {
    if (recaptchaSiteKey && !captchaToken) {
      setCaptchaError(VALUE_MESSAGES.captcha);
      setFocusTarget({ to: 'captcha' });
      return;
    }
    setStatus('loading');
    setFailure(null);
    submissionId.current ??= newSubmissionId();
    const outcome = await submitForm({
      slug: currentSlug(),
      componentKey,
      submissionId: submissionId.current,
      form: { values: { ...cleanWorkshopValues(toWorkshopValues(values)), ...(recaptchaSiteKey ? { [CAPTCHA_FIELD_NAME]: captchaToken } : {}) } },
    });
    if (!mounted.current) return;
    resetCaptcha();
    if (outcome.ok) {
      trackFormSubmission(title);
      // The next enquiry is a new one. SPEC.md §4: success clears the form.
      submissionId.current = null;
      reset(emptyEnquiryValues());
      setStatus('success');
      setFocusTarget({ to: 'success' });
      return;
    }
    // SPEC.md §8: the server's message, and each of its field messages beside that field.
    const known = fieldOrder.filter((name) => outcome.fields[name]);
    for (const name of known) setError(name, { type: 'server', message: outcome.fields[name] });
    const captchaRefused = recaptchaSiteKey ? outcome.fields[CAPTCHA_FIELD_NAME] : undefined;
    setCaptchaError(captchaRefused);
    const others = Object.entries(outcome.fields)
      .filter(([name]) => !isWorkshopField(name) && !(captchaRefused && name === CAPTCHA_FIELD_NAME))
      .map(([, message]) => message);
    setFailure({ message: outcome.message, others });
    setStatus('error');
    if (known.length) showFirstError(known, () => true);
    else if (captchaRefused) setFocusTarget({ to: 'captcha' });
    else setFocusTarget({ to: 'failure' });
  };

  const invalid = (errors: FieldErrors<EnquiryValues>) => showFirstError(fieldOrder, (name) => Boolean(errors[name]));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC.md §4: nothing is sent from the editor.
    if (editing || status === 'loading' || configErrors.length) return;
    if (step < enquirySteps.length) void next();
    else void handleSubmit(send, invalid)();
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // SPEC.md §4: editing a field clears success.
    if (status === 'success') setStatus('idle');
    const name = (event.target as HTMLInputElement).name;
    if (!isWorkshopField(name)) return;
    if (name === 'myself_org') clearErrors(['myself_org_title', 'myself_org_company']);
    // A field in error is checked again as it changes, so its message goes as soon as it is put right.
    const related: WorkshopFieldName[] = name === 'email' ? ['email', 'email_confirm'] : [name];
    const inError = related.filter((field) => getFieldState(field).error);
    if (inError.length) void trigger(inError);
  };

  const clear = () => {
    reset(emptyEnquiryValues());
    resetCaptcha();
    setCaptchaError(undefined);
    submissionId.current = null;
    setFailure(null);
    setStatus('idle');
    goToStep(1);
  };

  const errors: Partial<Record<WorkshopFieldName, string>> = {};
  for (const name of fieldOrder) {
    const message = fieldErrors[name]?.message;
    if (typeof message === 'string') errors[name] = message;
  }

  return (
    <EnquiryFormView
      path={path}
      editing={editing}
      title={title}
      primaryButtonText={primaryButtonText}
      recipient={recipient}
      subject={subject}
      configErrors={configErrors}
      step={step}
      status={status}
      myselfOrg={watch('myself_org')}
      errors={errors}
      failure={failure}
      control={(name) => register(name)}
      live
      onSubmit={onSubmit}
      onChange={onChange}
      onBack={() => goToStep(1)}
      onClear={clear}
      stepHeadingRef={stepHeading}
      successRef={successMessage}
      failureRef={failureDisplay}
      captcha={
        recaptchaSiteKey
          ? {
              // Fetched once the visitor reaches the last step, never before they start on the form.
              widget: (
                <CaptchaWidget
                  siteKey={recaptchaSiteKey}
                  active={step === enquirySteps.length}
                  widgetRef={recaptcha}
                  onToken={(token) => {
                    setCaptchaToken(token);
                    if (token) setCaptchaError(undefined);
                  }}
                />
              ),
              error: captchaError,
              ref: captchaGroup,
            }
          : undefined
      }
    />
  );
}
