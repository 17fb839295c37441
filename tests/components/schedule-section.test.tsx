import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/roles';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { ScheduleSection } from '@/editor/pages/schedule-section';
import { ToastProvider } from '@/editor/ui/toasts';
import { fakeApi } from './fake-api';
import { zoneName } from '@/editor/ui/when';

// The viewer's own zone, named in every time the editor says.
const zone = zoneName();

const user = (name: string, roles: AuthUser['roles']): AuthUser => ({ _id: `user-${name}`, username: name, email: `${name}@example.org`, name, roles });
const publisher = user('pat', ['publisher']);
const editor = user('eddie', ['editor']);

const page = (fields: Partial<Page> = {}) => PageSchema.parse({ _id: 'page-about', domainId: 'default', slug: 'about', version: 3, ...fields });

// Local times, so that the test reads the same in every time zone.
const publishAt = new Date(2026, 11, 3, 9, 0);
const unpublishAt = new Date(2026, 11, 10, 17, 30);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(who: AuthUser, savedPage: Page) {
  render(
    <ToastProvider>
      <ScheduleSection user={who} savedPage={savedPage} busy={false} />
    </ToastProvider>,
  );
}

describe('ScheduleSection', () => {
  it('sends the local times as ISO instants and shows the saved schedule in words', async () => {
    const calls = fakeApi({
      'page/schedule': (call) => ({ body: { schedule: { publishAt: call.body!.publishAt, unpublishAt: call.body!.unpublishAt, by: 'user-pat' } } }),
    });
    renderSection(publisher, page());
    expect(screen.getByRole('region', { name: 'Scheduled publishing' })).toBeTruthy();
    expect(screen.getByText('Nothing is scheduled.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear schedule' })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2026-12-03T09:00' } });
    fireEvent.change(screen.getByLabelText('Unpublish at'), { target: { value: '2026-12-10T17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText(`Will be published at 9:00 AM on 3 December 2026, ${zone}`)).toBeTruthy();
    expect(screen.getByText(`Will be unpublished at 5:30 PM on 10 December 2026, ${zone}`)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: 'page/schedule', method: 'POST' });
    expect(calls[0].body).toEqual({ _id: 'page-about', collection: 'pages', publishAt: publishAt.toISOString(), unpublishAt: unpublishAt.toISOString() });
  });

  it('shows a stored schedule in its inputs and clears it with null times', async () => {
    const calls = fakeApi({ 'page/schedule': () => ({ body: { schedule: null } }) });
    renderSection(publisher, page({ schedule: { publishAt: publishAt.toISOString(), by: 'user-pat' } }));
    expect(screen.getByText(`Will be published at 9:00 AM on 3 December 2026, ${zone}`)).toBeTruthy();
    expect((screen.getByLabelText('Publish at') as HTMLInputElement).value).toBe('2026-12-03T09:00');
    expect((screen.getByLabelText('Unpublish at') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Clear schedule' }));
    expect(await screen.findByText('Nothing is scheduled.')).toBeTruthy();
    expect(calls[0].body).toEqual({ _id: 'page-about', collection: 'pages', publishAt: null, unpublishAt: null });
    expect((screen.getByLabelText('Publish at') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal beside the field and as an alert, keeping what was typed', async () => {
    fakeApi({
      'page/schedule': () => ({ status: 400, body: { error: { message: 'The publish time is in the past.', fields: { publishAt: 'The publish time is in the past.' } } } }),
    });
    renderSection(publisher, page());
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The publish time is in the past.');
    const input = screen.getByLabelText('Publish at') as HTMLInputElement;
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.value).toBe('2020-01-01T09:00');
    expect(screen.getByText('Nothing is scheduled.')).toBeTruthy();
  });

  it('is disabled for someone who may not publish the page, and says why', () => {
    fakeApi({});
    renderSection(editor, page());
    expect(screen.getByLabelText('Publish at')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Unpublish at')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save schedule' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You may not publish this page, so you cannot schedule it.')).toBeTruthy();
  });

  it('is disabled for a publisher the page’s roles leave out', () => {
    fakeApi({});
    renderSection(publisher, page({ roles: ['admin'] }));
    expect(screen.getByLabelText('Publish at')).toHaveProperty('disabled', true);
  });

  it('says what will be published and in whose name, and why a scheduled change was not done', () => {
    const cancelled = { kind: 'publish' as const, due: publishAt.toISOString(), reason: 'Cancelled: pat may no longer publish this page.', at: publishAt.toISOString() };
    renderSection(publisher, page({ schedule: { by: 'user-pat', cancelled } }));
    const section = screen.getByRole('region', { name: 'Scheduled publishing' });
    expect(section.textContent).toContain('the page is published as last saved then, in your name');
    expect(screen.getByRole('status').textContent).toBe(
      `The publish scheduled for 9:00 AM on 3 December 2026, ${zone} was not done. Cancelled: pat may no longer publish this page.`,
    );
  });
});
