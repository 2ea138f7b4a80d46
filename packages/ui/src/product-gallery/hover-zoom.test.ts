import { describe, expect, it } from 'vitest';
import { zoomOrigin } from './hover-zoom.js';

const BOX = { left: 100, top: 50, width: 400, height: 400 };

describe('zoomOrigin', () => {
  it('centres the zoom where the pointer is, in percent of the box', () => {
    expect(zoomOrigin(300, 250, BOX)).toEqual({ x: 50, y: 50 });
    expect(zoomOrigin(200, 350, BOX)).toEqual({ x: 25, y: 75 });
    expect(zoomOrigin(101, 51, BOX)).toEqual({ x: 0.3, y: 0.3 });
  });

  it('keeps a pointer on or past the edge within the image', () => {
    expect(zoomOrigin(90, 40, BOX)).toEqual({ x: 0, y: 0 });
    expect(zoomOrigin(520, 470, BOX)).toEqual({ x: 100, y: 100 });
  });

  it('centres on a box not laid out yet', () => {
    expect(zoomOrigin(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});
