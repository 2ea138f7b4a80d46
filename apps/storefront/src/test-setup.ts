import { configure } from '@testing-library/react';

// Turbo runs many test processes at once on two cores; the first render of a page can take seconds.
configure({ asyncUtilTimeout: 5_000 });
