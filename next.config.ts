import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';
import { cacheHandlerConfig } from './lib/cache/next-cache-config';

// Headers are fixed when the site is built: HSTS is sent when SITE_URL is https then.
const https = (process.env.SITE_URL ?? '').startsWith('https:');
// Google's Maps script is allowed only when a key is set at build time (the editor's place search uses it).
const googleMaps = Boolean(process.env.GOOGLE_MAPS_API_KEY);

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // A separate build directory lets the test build run beside a developer's server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...cacheHandlerConfig(),
  serverExternalPackages: ['@seald-io/nedb', 'mongodb', '@node-rs/argon2'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ https, googleMaps }) }];
  },
};

export default nextConfig;
