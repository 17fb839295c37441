'use client';

import { useState } from 'react';
import { useMapsKey } from './maps-key';
import { mapsEmbedUrl } from './map-urls';

type Props = { lat: number; lng: number; label: string };

export const SHOW_MAP = 'Show the map';
export const MAP_NOTE = 'The map comes from Google. Showing it sends Google your IP address and the address of this site.';

/**
 * The embedded Google map, loaded only when the visitor asks for it (nothing is fetched from Google before),
 * or nothing when the site has no Maps key (the block shows a link). The site's referrer policy sends Google
 * only our origin, never the page address a visitor is reading, and an origin is enough for a key restricted by referrer.
 */
export function MapEmbed({ lat, lng, label }: Props) {
  const apiKey = useMapsKey();
  const [shown, setShown] = useState(false);
  if (!apiKey) return null;
  return (
    <div className="cs-map__frame">
      {shown ? (
        <iframe src={mapsEmbedUrl({ lat, lng }, apiKey)} title={`Map: ${label}`} allowFullScreen />
      ) : (
        <div className="cs-map__consent">
          <p>{MAP_NOTE}</p>
          <button type="button" className="cs-button" onClick={() => setShown(true)}>
            {SHOW_MAP}
            <span className="cs-visually-hidden">: {label}</span>
          </button>
        </div>
      )}
    </div>
  );
}
