// The visitor's answer to the analytics question, kept in this browser only. Nothing third-party loads without 'granted'.
export const consentStorageKey = 'analyticsConsent';
export type Consent = 'granted' | 'denied';

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): Consent | null {
  try {
    const value = storage?.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(storage: Pick<Storage, 'setItem'> | undefined, consent: Consent): void {
  try {
    storage?.setItem(consentStorageKey, consent);
  } catch {
    // Storage blocked: the answer holds for this page only.
  }
}

export function forgetConsent(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(consentStorageKey);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
