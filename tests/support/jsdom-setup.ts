import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadWhereRendered } from '@/components/ui/where-rendered';
import { showEditAttributes } from '@/components/blocks/shared/edit-attributes';

// The whole suite runs several test files at once on two cores: an effect can come later than Testing Library's
// one-second default. Waiting longer never lets a wrong answer pass; it only stops a slow machine from failing.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

// Blocks render their browser parts through whereRendered (each its own download): fetched before the tests, as the
// editor does before it shows a page, so that a block renders whole at once.
beforeAll(() => preloadWhereRendered());

// The components render as in the editor, whose elements say which value they show (a visitor's page has none).
showEditAttributes();
