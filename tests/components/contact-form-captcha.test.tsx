import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactFormBlock } from '@/components/blocks/contact-form/contact-form-block';
import { schema } from '@/components/blocks/contact-form/schema';
import { contentRenderer } from '@/components/blocks/render-contents';
import { FormsConfigProvider } from '@/components/forms/forms-config';
import { submitForm } from '@/components/forms/submit-form';

const widget = vi.hoisted(() => ({ imported: 0, reset: vi.fn(), siteKeys: [] as string[] }));

vi.mock('@/components/forms/submit-form', () => ({ submitForm: vi.fn(), currentSlug: () => 'contact-us' }));
// Stands in for Google's widget: counting imports tells when its code (and so Google's script) would load.
vi.mock('react-google-recaptcha', () => {
  widget.imported += 1;
  type Props = { sitekey: string; onChange?: (token: string | null) => void; onExpired?: () => void };
  const FakeRecaptcha = forwardRef<{ reset: () => void }, Props>(function FakeRecaptcha({ sitekey, onChange, onExpired }, ref) {
    useImperativeHandle(ref, () => ({ reset: widget.reset }));
    widget.siteKeys.push(sitekey);
    return (
      <>
        <button type="button" onClick={() => onChange?.('token-1')}>
          I am not a robot
        </button>
        <button type="button" onClick={() => onExpired?.()}>
          Let the check expire
        </button>
      </>
    );
  });
  return { default: FakeRecaptcha };
});

const submit = vi.mocked(submitForm);
const data = schema.parse({
  componentType: 'ContactForm',
  key: 'form-1',
  identifier: 'contact',
  recipient: 'hello@example.org',
  subject: 'Enquiry',
  fields: [
    { type: 'text', name: 'name', label: 'Your name' },
    { type: 'captcha', name: 'recaptcha', label: 'Security check', required: true },
  ],
});

const renderForm = () =>
  render(
    <FormsConfigProvider config={{ recaptchaSiteKey: 'site-key-1' }}>
      <ContactFormBlock data={data} path="contents.0" editing={false} renderContents={contentRenderer(false)} />
    </FormsConfigProvider>,
  );
const name = () => screen.getByRole('textbox', { name: 'Your name' });
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send enquiry|Success!/ }));

beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue({ ok: true, submissionId: 'saved' });
});

// One test: the widget's module can only be imported for the first time once per file.
describe('the captcha', () => {
  it('loads only once the visitor starts on the form, is required, sends its token and is reset after sending', async () => {
    // The live form's code is fetched at once where there is no IntersectionObserver; here it is already in.
    await import('@/components/blocks/contact-form/contact-form-live');
    renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    // The live form has taken over, and still nothing of the captcha has been fetched.
    expect(widget.imported).toBe(0);
    expect(screen.queryByRole('button', { name: 'I am not a robot' })).toBeNull();

    act(() => name().focus());
    await screen.findByRole('button', { name: 'I am not a robot' });
    expect(widget.imported).toBe(1);
    expect(widget.siteKeys).toContain('site-key-1');

    send();
    const message = await screen.findByText('Please complete the recaptcha');
    const box = screen.getByRole('group', { name: /Security check/ });
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(box);
    expect(submit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.queryByText('Please complete the recaptcha')).toBeNull());
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0].form.values).toEqual({ name: '', recaptcha: 'token-1' });
    await screen.findByText('Success!');
    expect(widget.reset).toHaveBeenCalledTimes(1);

    // A token is good for one request: a new message (once a field is edited) needs a new one.
    fireEvent.change(name(), { target: { value: 'Sam' } });
    send();
    await screen.findByText('Please complete the recaptcha');
    expect(submit).toHaveBeenCalledTimes(1);

    // An error answer resets the check too.
    submit.mockResolvedValueOnce({ ok: false, message: 'The captcha could not be verified', fields: { recaptcha: 'Please complete the recaptcha' } });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    send();
    await screen.findByText('The captcha could not be verified');
    expect(widget.reset).toHaveBeenCalledTimes(2);
  });
});
