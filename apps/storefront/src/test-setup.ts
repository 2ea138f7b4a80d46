import { configure } from '@testing-library/react';

// Turbo runs many test processes at once on two cores; the first render of a page can take seconds.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia: every media query reads as not matching (a small screen).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
