import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const alias = { '@': path.resolve(__dirname), 'server-only': path.resolve(__dirname, 'tests/support/server-only.ts') };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Tests slower than this are shown with their time in the default reporter's output.
    slowTestThreshold: 2000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'], testTimeout: 20000 },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
        },
      },
    ],
  },
});
