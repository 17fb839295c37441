import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/styles/globals.css';

export const metadata: Metadata = {
  title: 'Tidewell Community Support',
  description: 'Crisis support, mental health training and community programs.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#2b1842' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  );
}
