'use client';

import { useEffect, useRef, useState } from 'react';
import { mapFallback } from '@/components/blocks/map-content/schema';
import controls from '@/editor/ui/controls.styles';

export type FoundPlace = { address: string; lat: number; lng: number };

// The slice of the Maps JavaScript API used here (its types are not installed).
type LatLng = { lat(): number; lng(): number };
type Place = { formattedAddress?: string; displayName?: string; location?: LatLng; fetchFields(o: { fields: string[] }): Promise<unknown> };
type SelectEvent = Event & { placePrediction?: { toPlace(): Place } };
type Maps = { importLibrary(name: 'places'): Promise<{ PlaceAutocompleteElement: new (options: object) => HTMLElement }> };

let loading: Promise<Maps> | null = null;

/** Loads the Maps JavaScript API once per page; only ever called when a key is configured. */
function loadMaps(apiKey: string): Promise<Maps> {
  loading ??= new Promise<Maps>((resolve, reject) => {
    const ready = '__editorMapsReady';
    (window as unknown as Record<string, () => void>)[ready] = () => resolve((window as unknown as { google: { maps: Maps } }).google.maps);
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&loading=async&callback=${ready}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Maps could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Google's place search box; a chosen place fills in the address and its coordinates. */
export function PlaceSearch({ id, apiKey, onPlace }: { id: string; apiKey: string; onPlace: (place: FoundPlace) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onPlace);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    latest.current = onPlace;
  });
  useEffect(() => {
    let element: HTMLElement | null = null;
    let cancelled = false;
    const choose = async (event: Event) => {
      const place = (event as SelectEvent).placePrediction?.toPlace();
      if (!place) return;
      await place.fetchFields({ fields: ['formattedAddress', 'displayName', 'location'] });
      // A place without coordinates still gets a usable map (SPEC.md §9 fallback).
      latest.current({
        address: place.formattedAddress ?? place.displayName ?? '',
        lat: place.location?.lat() ?? mapFallback.lat,
        lng: place.location?.lng() ?? mapFallback.lng,
      });
    };
    loadMaps(apiKey)
      .then((maps) => maps.importLibrary('places'))
      .then(({ PlaceAutocompleteElement }) => {
        if (cancelled || !host.current) return;
        element = new PlaceAutocompleteElement({});
        element.setAttribute('aria-labelledby', `${id}-label`);
        element.addEventListener('gmp-select', choose);
        host.current.append(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      element?.removeEventListener('gmp-select', choose);
      element?.remove();
    };
  }, [apiKey, id]);
  return (
    <div className={controls.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={controls.label}>
        Find a place
      </span>
      <div ref={host} />
      {failed && <p className={controls.help}>Place search is unavailable: type the address and coordinates instead.</p>}
    </div>
  );
}
