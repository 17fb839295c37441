// A refusal or failure said at once to screen readers (role="alert"), or nothing when there is none.
export function ErrorAlert({ message, className }: { message: string | null | undefined | false; className?: string }) {
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}
