import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // A separate build directory lets the test build run beside a developer's server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['@seald-io/nedb', 'mongodb', '@node-rs/argon2'],
};

export default nextConfig;
