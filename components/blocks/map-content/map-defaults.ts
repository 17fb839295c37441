// Plain values, apart from the schema, so the map code a browser runs never pulls in zod.

/** SPEC.md §9: where a new map points (central Adelaide) and how close it looks. */
export const mapDefaults = { lat: -34.9285, lng: 138.6007, zoom: 16 } as const;
/** SPEC.md §9: for the map address editor when a looked-up place has no coordinates. */
export const mapFallback = { lat: -34.92123, lng: 138.599503 } as const;
