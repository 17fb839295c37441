// GET /manifest.webmanifest - the name, colours and icons a phone uses when the site is added to its home screen
import type { MetadataRoute } from 'next';

// Colours from styles/tokens.css: the header bar's deep purple and the page background.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Tidewell Community Support',
    short_name: 'Tidewell',
    description: 'Crisis support, mental health training and community programs.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#2b1842',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
