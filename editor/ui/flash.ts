// A message to show after the next page load (e.g. after a redirect), kept for this tab only.
const KEY = 'editorFlash';

export function setFlash(message: string): void {
  sessionStorage.setItem(KEY, message);
}

export function takeFlash(): string | null {
  const message = sessionStorage.getItem(KEY);
  if (message !== null) sessionStorage.removeItem(KEY);
  return message;
}
