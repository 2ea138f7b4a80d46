import { afterEach, describe, expect, it } from 'vitest';
import { analyticsTarget } from './gtag.js';

/** The addresses of the scripts the page asked for. */
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => document.head.replaceChildren());

describe('analyticsTarget', () => {
  it('with a measurement ID, requests gtag.js for it (async) and gives a gtag that queues Arguments on the dataLayer', () => {
    const dataLayer: unknown[] = [];
    const target = analyticsTarget(document, dataLayer, 'G-ABC 123');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC%20123']);
    expect(document.querySelector('script')?.async).toBe(true);
    expect(target.measurementId).toBe('G-ABC 123');

    if (target.measurementId === undefined) throw new Error('expected the gtag target');
    target.gtag('event', 'search', { search_term: 'tea' });
    expect(Object.prototype.toString.call(dataLayer[0])).toBe('[object Arguments]');
    expect(dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([['event', 'search', { search_term: 'tea' }]]);
  });

  it('without one (unset or empty), requests no script and keeps the dataLayer-only mode', () => {
    const dataLayer: unknown[] = [];
    expect(analyticsTarget(document, dataLayer, undefined)).toEqual({ dataLayer });
    expect(analyticsTarget(document, dataLayer, '')).toEqual({ dataLayer });
    expect(scripts()).toEqual([]);
  });
});
