import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSchema } from '@/lib/content/schemas';
import type { PublishCheck } from '@/lib/content/pages/publish-checks';
import { PublishPanel } from '@/editor/pages/publish-panel';
import type { PublishOptions } from '@/editor/document/use-page-document';
import { fakeApi, type Answer } from './fake-api';

const page = PageSchema.parse({ _id: 'page-about', domainId: 'default', slug: 'about', header: { title: 'About us' }, version: 3 });

const blocker: PublishCheck = { rule: 'image-alt', severity: 'blocker', message: 'The image in the Media block has no alternative text.', path: 'contents.0.image' };
const warning: PublishCheck = { rule: 'vague-link-text', severity: 'warning', message: "The link text 'Click here' in the Link block does not say where the link leads.", path: 'contents.1.link' };
const answer = (checks: PublishCheck[]) => (): Answer => ({ body: { checks, blockers: checks.filter((c) => c.severity === 'blocker').length, warnings: checks.filter((c) => c.severity === 'warning').length } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(isAdmin = false, onPublish = vi.fn<(options: PublishOptions) => Promise<boolean>>(async () => true)) {
  const onClose = vi.fn();
  render(<PublishPanel page={page} isAdmin={isAdmin} onPublish={onPublish} onClose={onClose} />);
  return { onClose, onPublish };
}

const panel = () => screen.getByRole('complementary', { name: 'Publish page' });
const publishButton = (name: string | RegExp) => within(panel()).getByRole('button', { name });

describe('PublishPanel', () => {
  it('checks the working copy without saving it, and offers publishing when nothing is found', async () => {
    const calls = fakeApi({ 'page/checkPublish': answer([]) });
    const { onPublish, onClose } = renderPanel();
    expect(within(panel()).getByText('Checking the page…')).toBeTruthy();
    expect(await screen.findByText('No problems found')).toBeTruthy();
    expect(calls.map((c) => [c.path, c.method])).toEqual([['page/checkPublish', 'POST']]);
    expect(calls[0].body).toEqual({ page: JSON.parse(JSON.stringify(page)), collection: 'pages' });
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Close' }));
    fireEvent.click(publishButton('Publish page'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onPublish).toHaveBeenCalledWith({ onError: expect.any(Function) });
  });

  it('lists warnings and publishes anyway', async () => {
    fakeApi({ 'page/checkPublish': answer([warning]) });
    const { onPublish } = renderPanel();
    const warnings = await screen.findByRole('region', { name: 'Warnings (1)' });
    expect(within(warnings).getByText(warning.message)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Blockers/ })).toBeNull();
    fireEvent.click(publishButton('Publish anyway'));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
  });

  it('lists blockers before warnings and will not publish for a publisher', async () => {
    fakeApi({ 'page/checkPublish': answer([blocker, warning]) });
    const { onPublish } = renderPanel(false);
    const blockers = await screen.findByRole('region', { name: 'Blockers (1)' });
    expect(within(blockers).getByText(blocker.message)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Warnings (1)' })).toBeTruthy();
    const button = publishButton('Publish page') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Reason for publishing with blockers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish with override' })).toBeNull();
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('lets an admin publish past blockers only with a reason', async () => {
    fakeApi({ 'page/checkPublish': answer([blocker]) });
    const { onPublish, onClose } = renderPanel(true);
    const reason = (await screen.findByRole('textbox', { name: 'Reason for publishing with blockers' })) as HTMLTextAreaElement;
    expect(reason.required).toBe(true);
    expect(reason.maxLength).toBe(500);
    fireEvent.click(screen.getByRole('button', { name: 'Publish with override' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give a reason for publishing with blockers.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(onPublish).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  Urgent correction  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish with override' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onPublish).toHaveBeenCalledWith({ override: { reason: 'Urgent correction' }, onError: expect.any(Function) });
  });

  it('shows the server message when publishing is refused, stays open and checks again', async () => {
    const calls = fakeApi({ 'page/checkPublish': answer([warning]) });
    const refuse = vi.fn(async (options: PublishOptions) => {
      options.onError?.('This page cannot be published until one problem is fixed.');
      return false;
    });
    const { onClose } = renderPanel(false, refuse);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish anyway' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This page cannot be published until one problem is fixed.');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(calls.filter((c) => c.path === 'page/checkPublish')).toHaveLength(2));
  });

  it('says when the checks could not run, and tries again', async () => {
    let fail = true;
    fakeApi({ 'page/checkPublish': () => (fail ? { status: 500, body: { error: { message: 'Something went wrong. Please try again.' } } } : answer([])()) });
    renderPanel();
    expect(await screen.findByText('The page could not be checked.')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('No problems found')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    fakeApi({ 'page/checkPublish': answer([]) });
    const { onClose } = renderPanel();
    await screen.findByText('No problems found');
    fireEvent.keyDown(panel(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
