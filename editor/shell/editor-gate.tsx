'use client';

// The only editor code every visitor downloads: whether this page load has anything for the editor's loader to do.
import { useEffect, useState, type ComponentType } from 'react';
import { hasFlash } from '../ui/flash';
import { editorWanted } from './editor-wanted';

type LoaderComponent = ComponentType<{ domainId: string }>;

/** Fetches the editor's loader only when editorWanted: a visitor's page downloads none of it. */
export function EditorGate({ domainId }: { domainId: string }) {
  const [Loader, setLoader] = useState<LoaderComponent | null>(null);
  useEffect(() => {
    if (!editorWanted(window.location, document.cookie, hasFlash())) return;
    let current = true;
    import('./editor-loader').then(
      (module) => current && setLoader(() => module.EditorLoader),
      () => {},
    );
    return () => {
      current = false;
    };
    // The domain is the layout's: one per page load.
  }, []);
  return Loader ? <Loader domainId={domainId} /> : null;
}
