// The workshop enquiry form's markup, one function for both renderings: the server's (shown until the browser
// code arrives, and without JavaScript) and the live form's, so nothing moves when one replaces the other.
import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { WorkshopFieldName } from '@/lib/forms/workshop-enquiry';
import { cx } from '@/components/ui/class-names';
import { domId } from '../shared/dom-id';
import { editAttributes } from '../shared/edit-attributes';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import { CaptchaControl, type ControlProps } from './enquiry-controls';
import { enquiryCopy } from './enquiry-copy';
import { EnquiryField } from './enquiry-fields';
import { enquirySteps, stepCount, type EnquiryStep } from './enquiry-steps';
import type { EnquiryFormProps, EnquiryStatus } from './enquiry-types';
import { EditorTools } from './editor-tools';
import styles from './workshop-enquiry-form.styles';
import { GOES_ON } from '../shared/live-start';
import { GO_INPUT, type EnquiryGo } from './posted-enquiry';

export type EnquiryViewProps = Omit<EnquiryFormProps, 'componentKey' | 'start'> & {
  step: EnquiryStep;
  status: EnquiryStatus;
  myselfOrg: string;
  errors: Partial<Record<WorkshopFieldName, string>>;
  /** The server's message after a refused submit, and any of its field messages no field here shows. */
  failure: { message: string; others: string[] } | null;
  control: (name: WorkshopFieldName) => ControlProps;
  /**
   * False for the server's rendering: its buttons post the form to its page (`action`), or do nothing in the editor,
   * until the browser code takes over.
   */
  live: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  onClear?: () => void;
  stepHeadingRef?: Ref<HTMLHeadingElement>;
  successRef?: Ref<HTMLParagraphElement>;
  failureRef?: Ref<HTMLDivElement>;
  /** The live form's security check on the last step, when the site has a captcha. */
  captcha?: { widget: ReactNode; error?: string; ref: Ref<HTMLDivElement> };
  /**
   * The server's rendering for visitors (EnquiryPost): where it posts before or without the script, each button
   * saying what it asks for (GO_INPUT), the values it shows, and hidden inputs carrying the rest.
   */
  action?: (data: FormData) => void;
  initial?: Partial<Record<WorkshopFieldName, string | readonly string[]>>;
  carried?: ReactNode;
};



export function EnquiryFormView(props: EnquiryViewProps) {
  const { path, editing, title, primaryButtonText, configErrors, step, status, myselfOrg, errors, failure, control, live } = props;
  const titleId = domId(path, 'enquiry-title');
  const stepCountId = domId(path, 'enquiry-step-count');
  // Editors see every step at once, so every value on the form can be clicked; visitors one step at a time.
  const shownSteps = editing ? enquirySteps.map((_, index) => (index + 1) as EnquiryStep) : [step];
  const succeeded = status === 'success';
  const lastStep = editing || step === stepCount;
  const blocked = configErrors.length > 0;
  // A form that cannot be sent has no button for visitors (the block shows them a sentence instead); editors
  // keep it, marked unavailable, so its text can still be clicked and edited.
  const showSubmit = lastStep && !succeeded && (editing || !blocked);
  const hasTitle = title.trim() !== '';
  const { action } = props;
  /** A button of the server's rendering: posts what it asks for, or (no action: the editor) does nothing. */
  const posts = (go: EnquiryGo) => (action ? { type: 'submit' as const, name: GO_INPUT, value: go } : { type: 'button' as const });
  // Posted without the script, Enter in a field presses the first submit button: Back comes after Send there.
  const back =
    !editing && step > 1 && !succeeded ? (
      <button {...(live ? { type: 'button' as const } : posts('back'))} className="cs-button cs-button--outline" onClick={props.onBack}>
        {enquiryCopy.back}
      </button>
    ) : null;

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={hasTitle || editing ? titleId : undefined}
      aria-label={hasTitle || editing ? undefined : enquiryCopy.defaultName}
      aria-busy={status === 'loading' || undefined}
      action={action}
      onSubmit={props.onSubmit}
      onChange={props.onChange}
    >
      {props.carried}
      <div className={styles.header}>
        {hasTitle || editing ? (
          <h2 id={titleId} className={styles.title} {...editAttributes(`${path}.title`, 'text')}>
            {textOrPlaceholder(title, editing)}
          </h2>
        ) : null}
        {!editing && stepCount > 1 ? (
          <p id={stepCountId} className={styles.stepCount}>
            {enquiryCopy.stepOf(step, stepCount)}
          </p>
        ) : null}
      </div>

      {editing ? <EditorTools {...props} /> : null}

      {shownSteps.map((shown) => {
        const headingId = domId(path, `enquiry-step-${shown}`);
        return (
          <section key={shown} className={styles.step} aria-labelledby={headingId}>
            <h3
              id={headingId}
              ref={shown === step ? props.stepHeadingRef : undefined}
              className={styles.stepHeading}
              tabIndex={-1}
              aria-describedby={editing ? undefined : stepCountId}
            >
              {enquirySteps[shown - 1].heading}
            </h3>
            <div className={styles.fields}>
              {enquirySteps[shown - 1].fields.map((name) => (
                <EnquiryField key={name} name={name} path={path} myselfOrg={myselfOrg} error={errors[name]} control={control} initial={props.initial?.[name]} />
              ))}
              {props.captcha && shown === stepCount ? (
                <CaptchaControl id={domId(path, 'enquiry-captcha')} error={props.captcha.error} groupRef={props.captcha.ref}>
                  {props.captcha.widget}
                </CaptchaControl>
              ) : null}
            </div>
          </section>
        );
      })}

      <div ref={props.failureRef} role="alert" tabIndex={-1} className={cx(styles.failure, !failure && styles.empty)}>
        {failure ? (
          <>
            <p>{failure.message}</p>
            {failure.others.length ? (
              <ul>
                {failure.others.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>

      <div role="status" className={cx(styles.statusRegion, !succeeded && styles.empty)}>
        {succeeded ? (
          <p ref={props.successRef} tabIndex={-1} className={styles.success}>
            {enquiryCopy.success}
          </p>
        ) : null}
      </div>

      <div className={styles.actions}>
        {action ? null : back}
        {!lastStep ? (
          // Before the live form arrives, a press of Next is kept and carried out when it does (LiveFormLoader).
          <button {...(live ? { type: 'submit' as const } : { ...posts('next'), [GOES_ON]: '' })} className="cs-button">
            {enquiryCopy.next}
          </button>
        ) : null}
        {showSubmit ? (
          <button
            {...(live ? { type: 'submit' as const } : posts('send'))}
            className="cs-button"
            disabled={status === 'loading'}
            aria-disabled={blocked || undefined}
            {...editAttributes(`${path}.primaryButtonText`, 'text')}
          >
            {status === 'loading'
              ? enquiryCopy.sending
              : editing
                ? textOrPlaceholder(primaryButtonText, true)
                : primaryButtonText.trim() || enquiryCopy.defaultButton}
          </button>
        ) : null}
        {action ? back : null}
        {succeeded ? (
          <button {...(live ? { type: 'button' as const } : posts('clear'))} className={styles.linkButton} onClick={props.onClear}>
            {enquiryCopy.clearForm}
          </button>
        ) : null}
      </div>
    </form>
  );
}
