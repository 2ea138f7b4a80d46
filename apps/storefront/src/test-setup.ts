import { configure } from '@testing-library/react';

// Runs before every test file. Files share their worker's jsdom (vitest.config.ts): each starts on
// an empty page at the site's root, with empty storage.
document.head.replaceChildren();
document.body.replaceChildren();
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');

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

// jsdom has no modal dialogs: the kit's Dialog opens with showModal() and finds tab stops with
// checkVisibility(). These stand-ins open and close the element; focus trapping is the e2e's to check.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
HTMLElement.prototype.checkVisibility ??= () => true;
