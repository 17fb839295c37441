// The workshop enquiry form on a site with a captcha: the check waits on the last step, is required before the
// enquiry is sent, and its token goes with the enquiry (a confirmation is mailed only from a submission that passed).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as enquiry from '@/components/blocks/workshop-enquiry-form';
import { FormsConfigProvider } from '@/components/forms/forms-config';
import { submitForm } from '@/components/forms/submit-form';
import { blockProps } from './block-props';

const widget = vi.hoisted(() => ({ imported: 0, reset: vi.fn() }));

vi.mock('@/components/forms/submit-form', () => ({ submitForm: vi.fn(), currentSlug: () => 'training/enquiry' }));
// Stands in for Google's widget: counting imports tells when its code (and so Google's script) would load.
vi.mock('react-google-recaptcha', () => {
  widget.imported += 1;
  type Props = { onChange?: (token: string | null) => void };
  const FakeRecaptcha = forwardRef<{ reset: () => void }, Props>(function FakeRecaptcha({ onChange }, ref) {
    useImperativeHandle(ref, () => ({ reset: widget.reset }));
    return (
      <button type="button" onClick={() => onChange?.('token-1')}>
        I am not a robot
      </button>
    );
  });
  return { default: FakeRecaptcha };
});

const submit = vi.mocked(submitForm);
beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue({ ok: true, submissionId: 'saved' });
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: 'Send enquiry' });

describe('the workshop enquiry captcha', () => {
  it('loads on the last step, is required, goes with the enquiry, and is reset after sending', async () => {
    const data = enquiry.schema.parse({ componentType: 'WorkshopEnquiryForm', key: 'enquiry-1', recipient: 'training@example.org', subject: 'Training enquiry' });
    render(
      <FormsConfigProvider config={{ recaptchaSiteKey: 'site-key-1' }}>
        <enquiry.Component data={data} {...blockProps('contents.0')} />
      </FormsConfigProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('submit'));
    type('First name', 'Ana');
    type('Last name', 'Lopez');
    type(/^Email/, 'ana@example.org');
    type('Confirm email', 'ana@example.org');
    type('Phone', '0400 111 222');
    type('Mobile', '0400 333 444');
    expect(widget.imported).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 2');
    await screen.findByRole('button', { name: 'I am not a robot' });
    expect(widget.imported).toBe(1);

    fireEvent.click(screen.getByRole('checkbox', { name: 'DV-Aware' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    type('Job title', 'Nurse');
    fireEvent.click(sendButton());
    const check = screen.getByRole('group', { name: 'Security check' });
    await waitFor(() => expect(document.getElementById(check.getAttribute('aria-describedby')!)?.textContent).toBe('Please complete the recaptcha'));
    expect(check.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(submit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    expect(screen.queryByText('Please complete the recaptcha')).toBeNull();
    await act(async () => fireEvent.click(sendButton()));
    await screen.findByText('Thank you for submitting your training enquiry.');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0][0].form.values).toMatchObject({ first_name: 'Ana', Interested_In: 'DV-Aware', recaptcha: 'token-1' });
    expect(widget.reset).toHaveBeenCalled();
  });
});
