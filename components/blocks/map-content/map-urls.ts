import { mapDefaults } from './map-defaults';

type Point = { lat: number; lng: number };

// lat and lng are numbers checked by the schema, so the "lat,lng" pair needs no escaping.
const query = ({ lat, lng }: Point) => `${lat},${lng}`;

/** Google Maps in a new tab: needs no key, so it is the way to the map when there is none. */
export function mapsSearchUrl(point: Point): string {
  return `https://www.google.com/maps/search/?api=1&query=${query(point)}`;
}

/** The Maps Embed API (an iframe, no script): only with a key, which Google restricts by referrer. */
export function mapsEmbedUrl(point: Point, apiKey: string): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(apiKey)}&q=${query(point)}&zoom=${mapDefaults.zoom}`;
}
