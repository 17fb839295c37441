'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Props } from './featured-cards';

// Declared once: a new function on every render would fetch the code again.
const loadFeaturedCards = () => import('./featured-cards').then((module) => module.FeaturedCards);

/**
 * Where the server loaded no cards (the editor, previews), the code that asks for them arrives on its own, so
 * visitor pages (whose cards are in the HTML) never download it. Until it does, `children` (the heading without
 * cards) holds the place.
 */
export function FeaturedCardsLoader({ children, ...props }: Props & { children: ReactNode }) {
  const [Cards, setCards] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let current = true;
    loadFeaturedCards().then(
      (component) => current && setCards(() => component),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return Cards ? <Cards {...props} /> : children;
}
