// The hub when its live code cannot be fetched (a dropped connection): what a visitor pressed meanwhile is done
// by the browser, as it is without script.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHubApi, HubOnPage, hubLoaderBox } from './page-hub-support';

vi.mock('@/components/blocks/page-hub/hub-live', () => {
  throw new Error('offline');
});

const downloadFails = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  window.history.replaceState(null, '', '/training/courses');
  fakeHubApi();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the hub whose code cannot be fetched', () => {
  it('sends its form itself when Apply Filters was pressed while the code was on the way', async () => {
    render(<HubOnPage />);
    const submits: boolean[] = [];
    const onSubmit = (event: Event) => submits.push(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    try {
      fireEvent.pointerEnter(hubLoaderBox());
      const sidebar = screen.getByRole('group', { name: 'Explore By' });
      fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Darwin', hidden: true }));
      fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
      await downloadFails();
      expect(submits).toEqual([true, false]);
      expect(document.querySelector('form')).toBeTruthy();
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it('follows a page link pressed while the code was on the way, and later ones at once', async () => {
    render(<HubOnPage />);
    const clicks: boolean[] = [];
    const onClick = (event: Event) => (event.target as Element).closest('nav') && clicks.push(event.defaultPrevented);
    document.addEventListener('click', onClick);
    try {
      fireEvent.pointerEnter(hubLoaderBox());
      fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
      await downloadFails();
      fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
      expect(clicks).toEqual([true, false, false]);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });
});
