'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type FormsConfig = {
  /** RECAPTCHA_SITE_KEY: without it the captcha field type is not offered and no captcha is drawn. */
  recaptchaSiteKey?: string;
};

const FormsConfigContext = createContext<FormsConfig>({});

/**
 * Hands the forms' public settings to form blocks. Blocks also render inside the client-side editor, where
 * server env cannot be read, so the server layout passes them down once. A captcha site key is public by design.
 */
export function FormsConfigProvider({ config, children }: { config: FormsConfig; children: ReactNode }) {
  return <FormsConfigContext.Provider value={config}>{children}</FormsConfigContext.Provider>;
}

export function useFormsConfig(): FormsConfig {
  return useContext(FormsConfigContext);
}
