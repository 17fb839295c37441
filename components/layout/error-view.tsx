import { PageNotFoundIllustration, UnknownErrorIllustration } from '@/components/ui/error-illustrations';

export const errorHelpText =
  'Something went wrong. Please click the homepage button below to begin your journey again.';

type ErrorViewProps = {
  status: number;
  message: string;
  /** The server error's reference (Next's digest), also in the server's log line for it. */
  reference?: string;
};

export const referenceText = 'If you contact us about this, please quote reference';

export const UNKNOWN_ERROR_MESSAGE = 'Sorry, something went wrong';

/**
 * What an error boundary shows for the error it caught: its status (500 unless it carries one) and, since Next
 * hides a server error's message in production behind a digest, a plain sentence for those; never a stack trace.
 */
export function errorViewOf(error: Error & { digest?: string; status?: number }): ErrorViewProps {
  return {
    status: typeof error.status === 'number' ? error.status : 500,
    message: error.digest || !error.message ? UNKNOWN_ERROR_MESSAGE : error.message,
    reference: error.digest,
  };
}

/** The 404 and error screen (SPEC.md §2). Usable from error boundaries, which render on the client. */
export function ErrorView({ status, message, reference }: ErrorViewProps) {
  const Illustration = status === 404 ? PageNotFoundIllustration : UnknownErrorIllustration;
  return (
    <section className="cs-container cs-error" aria-labelledby="cs-error-title">
      <Illustration className="cs-error__illustration" />
      <p className="cs-error__status">Error {status}</p>
      <h1 id="cs-error-title">{message}</h1>
      <p>{errorHelpText}</p>
      {reference && (
        <p className="cs-error__reference">
          {referenceText} <code>{reference}</code>.
        </p>
      )}
      {/* A full page load, not a client navigation: it also clears whatever state broke this page. */}
      <a href="/" className="cs-button" data-reload="">
        Homepage
      </a>
    </section>
  );
}
