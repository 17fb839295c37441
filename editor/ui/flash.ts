// A message to show after the next page load (e.g. after a redirect), kept for this tab only.
const KEY = 'editorFlash';

export function setFlash(message: string): void {
  sessionStorage.setItem(KEY, message);
}

/** Whether a message is waiting, without taking it (sessionStorage can be refused: then there is none). */
export function hasFlash(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function takeFlash(): string | null {
  const message = sessionStorage.getItem(KEY);
  if (message !== null) sessionStorage.removeItem(KEY);
  return message;
}
