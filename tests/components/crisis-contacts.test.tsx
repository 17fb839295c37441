import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmergencyContactBlock } from '@/components/blocks/emergency-contact/emergency-contact-block';
import { schema as emergencySchema } from '@/components/blocks/emergency-contact/schema';
import { SiteHeader } from '@/components/layout/site-header';
import { CrisisContactsNotice } from '@/editor/dashboard/crisis-contacts-notice';
import { CrisisContactsSection } from '@/editor/settings/crisis-contacts-section';
import { SiteSettingsPanel } from '@/editor/settings/site-settings-panel';
import { ToastProvider } from '@/editor/ui/toasts';
import { CrisisContactSchema, defaultSafetySettings, type CrisisContact, type Nav } from '@/lib/content/schemas';
import { fakeApi } from './fake-api';
import { renderField } from './field-test-support';
import { nav } from './fixtures';

// jsdom lays nothing out: the settings panel's image cropper is replaced.
vi.mock('react-easy-crop', () => import('./field-image-fake-cropper'));

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lifeline = CrisisContactSchema.parse({ id: 'lifeline', name: 'Lifeline', phone: '13 11 14', text: '0477 13 11 14', hours: '24/7', lastCheckedAt: '2026-11-01' });
const emergency = CrisisContactSchema.parse({ id: 'emergency', name: 'Emergency', phone: '000' });
const linkedNav = (crisisId: string): Nav => ({
  ...nav,
  crisis: { type: 'page', href: '/get-help/crisis', text: 'Crisis line 1800 000 000', contactId: crisisId },
  emergency: { ...nav.emergency, contactId: 'emergency' },
});
const utilityBar = (container: HTMLElement) => container.querySelector<HTMLElement>('.cs-utility-bar__urgent')!;

describe('header crisis and emergency links', () => {
  it('show the register’s name and number and dial its digits', () => {
    const { container } = render(<SiteHeader nav={linkedNav('lifeline')} siteName="Tidewell" crisisContacts={[lifeline, emergency]} />);
    const bar = within(utilityBar(container));
    expect(bar.getByRole('link', { name: 'Lifeline 13 11 14' }).getAttribute('href')).toBe('tel:131114');
    expect(bar.getByRole('link', { name: 'Emergency 000' }).getAttribute('href')).toBe('tel:000');
  });

  it('fall back to the stored link when the register has no such contact', () => {
    const { container } = render(<SiteHeader nav={linkedNav('beyond-blue')} siteName="Tidewell" crisisContacts={[lifeline]} />);
    const bar = within(utilityBar(container));
    expect(bar.getByRole('link', { name: 'Crisis line 1800 000 000' }).getAttribute('href')).toBe('/get-help/crisis');
    expect(bar.getByRole('link', { name: 'Emergency 000' }).getAttribute('href')).toBe('tel:000');
  });

  it('show the published register’s entry in the editor too, still selectable for the sidebar', () => {
    const { container, rerender } = render(<SiteHeader nav={linkedNav('lifeline')} siteName="Tidewell" crisisContacts={[lifeline]} editing />);
    expect(utilityBar(container).querySelector('[data-edit="crisis"]')?.textContent).toBe('Lifeline 13 11 14');
    // Before the register has loaded, the stored link shows.
    rerender(<SiteHeader nav={linkedNav('lifeline')} siteName="Tidewell" editing />);
    expect(utilityBar(container).querySelector('[data-edit="crisis"]')?.textContent).toBe('Crisis line 1800 000 000');
  });
});

describe('EmergencyContact block with a register contact', () => {
  const data = emergencySchema.parse({ componentType: 'EmergencyContact', key: 'call', header: 'Talk to someone now', phoneNumber: '1800 000 000', contactId: 'lifeline' });
  const renderBlock = (preload: unknown, editing = false) =>
    render(<EmergencyContactBlock data={data} path="contents.0" editing={editing} renderContents={() => null} preload={preload} />);

  it('dials the register’s number, with a text link, as plain links in the HTML', () => {
    renderBlock({ contact: lifeline });
    const call = screen.getByRole('link', { name: /Call Lifeline on/ });
    expect(call.getAttribute('href')).toBe('tel:131114');
    expect(call.textContent).toContain('13 11 14');
    expect(screen.getByRole('link', { name: /^Text 0477 13 11 14\s+to Lifeline$/ }).getAttribute('href')).toBe('sms:0477131114');
  });

  it('shows the typed number when the register has no such contact', () => {
    renderBlock(undefined);
    expect(screen.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:1800000000');
    expect(screen.queryByRole('link', { name: /^Text/ })).toBeNull();
  });
});

function Register({ initial, errors = {} }: { initial: CrisisContact[]; errors?: Record<string, string> }) {
  const [contacts, setContacts] = useState(initial);
  return (
    <>
      <CrisisContactsSection contacts={contacts} onChange={setContacts} fieldErrors={errors} userName="Pat Publisher" today="2026-11-25" />
      <output data-testid="register">{JSON.stringify(contacts)}</output>
    </>
  );
}
const register = () => JSON.parse(screen.getByTestId('register').textContent!) as CrisisContact[];

describe('Crisis contacts section of the site settings', () => {
  it('adds a contact with an id from its name, unique in the register', () => {
    render(<Register initial={[lifeline]} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'New contact name' }), { target: { value: 'Lifeline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New contact name' }), { target: { value: 'Suicide Call Back Service' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(register().map((c) => c.id)).toEqual(['lifeline', 'lifeline-2', 'suicide-call-back-service']);
    expect(screen.getByRole('group', { name: 'Suicide Call Back Service' })).toBeTruthy();
  });

  it('edits the fields of a contact', () => {
    render(<Register initial={[lifeline]} />);
    const group = within(screen.getByRole('group', { name: 'Lifeline' }));
    fireEvent.change(group.getByLabelText('Phone'), { target: { value: '13 11 15' } });
    fireEvent.change(group.getByLabelText('Notes'), { target: { value: 'Ask for a counsellor' } });
    expect(register()[0]).toMatchObject({ id: 'lifeline', phone: '13 11 15', notes: 'Ask for a counsellor' });
  });

  it('marks a contact checked today by the signed-in user', () => {
    render(<Register initial={[emergency]} />);
    const group = within(screen.getByRole('group', { name: 'Emergency' }));
    expect(group.getByText(/Needs checking \(never checked\)/)).toBeTruthy();
    fireEvent.click(group.getByRole('button', { name: /Mark checked today/ }));
    expect((group.getByLabelText('Last checked') as HTMLInputElement).value).toBe('2026-11-25');
    expect((group.getByLabelText('Checked by') as HTMLInputElement).value).toBe('Pat Publisher');
    expect(group.queryByText(/Needs checking/)).toBeNull();
  });

  it('removes a contact only after it asks', () => {
    render(<Register initial={[lifeline, emergency]} />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lifeline' }));
    expect(register()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lifeline' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(register().map((c) => c.id)).toEqual(['emergency']);
  });

  it('shows the server’s word on a value beside it', () => {
    render(<Register initial={[lifeline]} errors={{ 'siteSettings.crisisContacts.0.name': 'A contact needs a name' }} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('A contact needs a name');
  });
});

describe('dashboard notice', () => {
  const answer = (contacts: CrisisContact[]) => fakeApi({ 'siteSettings/loadSiteSettings': () => ({ body: { siteSettings: { crisisContacts: contacts } } }) });

  it('names the contacts not checked for over 90 days and points to Site settings', async () => {
    answer([{ ...lifeline, lastCheckedAt: '2026-03-02' }, emergency, { ...lifeline, id: 'fresh', name: 'Fresh', lastCheckedAt: '2026-11-01' }]);
    render(<CrisisContactsNotice domainId="default" today="2026-11-25" />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Crisis contacts not checked for over 90 days: Lifeline (last checked 2 March 2026), Emergency (never checked)');
    expect(notice.textContent).not.toContain('Fresh');
    expect(notice.textContent).toContain('Site settings');
  });

  it('says nothing when every contact was checked recently', async () => {
    const calls = answer([lifeline]);
    render(<CrisisContactsNotice domainId="default" today="2026-11-25" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Crisis contact field', () => {
  const field = { path: 'contactId', kind: 'crisisContact', label: 'Crisis contact' } as const;
  const answer = () => fakeApi({ 'siteSettings/loadSiteSettings': () => ({ body: { siteSettings: { crisisContacts: [lifeline, emergency] } } }) });

  it('offers none (the typed number) or a register entry, and stores the entry’s id', async () => {
    answer();
    const { onChange } = renderField(field, '');
    const select = screen.getByRole('combobox', { name: 'Crisis contact' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Lifeline (13 11 14)' });
    expect([...select.options].map((option) => option.textContent)).toEqual(['None (type the number)', 'Lifeline (13 11 14)', 'Emergency (000)']);
    fireEvent.change(select, { target: { value: 'lifeline' } });
    expect(onChange).toHaveBeenCalledWith('lifeline');
  });

  it('says so when the chosen contact is no longer in the register', async () => {
    answer();
    renderField(field, 'beyond-blue');
    expect(await screen.findByText('The register has no contact with this id: visitors see the number typed here.')).toBeTruthy();
  });
});

describe('Site settings panel', () => {
  it('saves and publishes the register with the rest of the settings', async () => {
    const settings = {
      siteName: 'Tidewell',
      og: { image: {}, keywords: '', title: '' },
      twitter: { image: {}, keywords: '', title: '' },
      ...defaultSafetySettings(),
      crisisContacts: [lifeline],
      domainId: 'default',
      version: 1,
      redirectsVersion: 0,
      categoriesVersion: 0,
      updatedAt: null,
      publishedAt: null,
      pendingChanges: false,
    };
    const calls = fakeApi({
      'siteSettings/loadSiteSettings': () => ({ body: { siteSettings: settings, redirects: [], categories: [] } }),
      'siteSettings/publishSiteSettings': (call) => ({ body: { ...(call.body as object), siteSettings: { ...(call.body as { siteSettings: object }).siteSettings, version: 2 } } }),
    });
    const pat = { _id: 'user-pat', username: 'pat', email: 'pat@example.org', name: 'Pat', roles: ['publisher' as const] };
    render(
      <ToastProvider>
        <SiteSettingsPanel user={pat} domainId="default" onClose={() => undefined} />
      </ToastProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Crisis contacts' });
    fireEvent.change(within(within(region).getByRole('group', { name: 'Lifeline' })).getByLabelText('Phone'), { target: { value: '13 11 15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'siteSettings/publishSiteSettings')).toBe(true));
    const publish = calls.find((call) => call.path === 'siteSettings/publishSiteSettings')!;
    expect((publish.body as { siteSettings: { crisisContacts: CrisisContact[] } }).siteSettings.crisisContacts).toEqual([{ ...lifeline, phone: '13 11 15' }]);
  });
});
