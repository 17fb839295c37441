import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView, errorViewOf } from '@/components/layout/error-view';

describe('ErrorView', () => {
  it('shows the message as the heading, the help text and a Homepage button', () => {
    const { container } = render(<ErrorView status={404} message="This page could not be found" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(
      screen.getByText('Something went wrong. Please click the homepage button below to begin your journey again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the page-not-found picture for 404 and the unknown-error picture otherwise', () => {
    const notFound = render(<ErrorView status={404} message="Missing" />).container.querySelector('svg')!.innerHTML;
    const failed = render(<ErrorView status={500} message="Broken" />).container.querySelector('svg')!.innerHTML;
    expect(notFound).not.toBe(failed);
    expect(screen.getByText('Error 500')).toBeTruthy();
  });

  it('shows the server error’s reference to quote, and nothing of the kind without one', () => {
    const { container, unmount } = render(<ErrorView status={500} message="Sorry, something went wrong" reference="2381920473" />);
    expect(container.querySelector('.cs-error__reference')!.textContent).toBe('If you contact us about this, please quote reference 2381920473.');
    unmount();
    render(<ErrorView status={404} message="Missing" />);
    expect(screen.queryByText(/quote reference/)).toBeNull();
  });

  it('an error boundary shows a server error as a plain sentence with its reference, and a client error as it is', () => {
    const serverError = Object.assign(new Error('ECONNREFUSED 10.0.0.3:27017 at Store.find'), { digest: '2381920473' });
    expect(errorViewOf(serverError)).toEqual({ status: 500, message: 'Sorry, something went wrong', reference: '2381920473' });
    expect(errorViewOf(Object.assign(new Error('The page could not be shown.'), { status: 503 }))).toEqual({ status: 503, message: 'The page could not be shown.', reference: undefined });
    expect(errorViewOf(new Error(''))).toEqual({ status: 500, message: 'Sorry, something went wrong', reference: undefined });
  });
});
