import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The whole suite runs several test files at once on two cores: an effect can come later than Testing Library's
// one-second default. Waiting longer never lets a wrong answer pass; it only stops a slow machine from failing.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
