'use client';

import { createContext, useContext, type ReactNode } from 'react';

const MapsKeyContext = createContext<string | undefined>(undefined);

/**
 * Hands GOOGLE_MAPS_API_KEY to map blocks. Blocks also render inside the client-side editor, where
 * server env cannot be read, so the server layout passes the key down once. The key ends up in the
 * embed iframe's URL anyway: Google expects Embed API keys to be public and restricted by referrer.
 */
export function MapsKeyProvider({ apiKey, children }: { apiKey: string | undefined; children: ReactNode }) {
  return <MapsKeyContext.Provider value={apiKey || undefined}>{children}</MapsKeyContext.Provider>;
}

export function useMapsKey(): string | undefined {
  return useContext(MapsKeyContext);
}
