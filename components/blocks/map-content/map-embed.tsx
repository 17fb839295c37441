'use client';

import { useMapsKey } from './maps-key';
import { mapsEmbedUrl } from './map-urls';

type Props = { lat: number; lng: number; label: string };

/**
 * The embedded Google map, or nothing when the site has no Maps key (the block shows a link). The
 * site's referrer policy sends Google only our origin, never the page address a visitor is reading,
 * and an origin is enough for a key restricted by referrer.
 */
export function MapEmbed({ lat, lng, label }: Props) {
  const apiKey = useMapsKey();
  if (!apiKey) return null;
  return (
    <div className="cs-map__frame">
      <iframe
        src={mapsEmbedUrl({ lat, lng }, apiKey)}
        title={`Map: ${label}`}
        loading="lazy"
        allowFullScreen
      />
    </div>
  );
}
