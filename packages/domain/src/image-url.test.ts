import { describe, expect, it } from 'vitest';
import { toWebp } from './image-url.js';

describe('toWebp', () => {
  it.each([
    ['https://cdn.example.com/a/b.jpg', 'https://cdn.example.com/a/b.webp'],
    ['https://cdn.example.com/a/b.jpeg', 'https://cdn.example.com/a/b.webp'],
    ['https://cdn.example.com/a/b.png', 'https://cdn.example.com/a/b.webp'],
    ['https://cdn.example.com/a/b.gif', 'https://cdn.example.com/a/b.webp'],
    ['https://cdn.example.com/a/B.JPG', 'https://cdn.example.com/a/B.webp'],
    ['https://cdn.example.com/a/b.JpEg', 'https://cdn.example.com/a/b.webp'],
    ['/images/banner.png', '/images/banner.webp'],
    ['banner.png', 'banner.webp'],
    ['.png', '.webp'],
    ['https://cdn.example.com/a.b/c.d.PNG', 'https://cdn.example.com/a.b/c.d.webp'],
  ])('converts %s', (url, expected) => {
    expect(toWebp(url)).toBe(expected);
  });

  it('keeps the query and the hash', () => {
    expect(toWebp('https://cdn.example.com/p.png?w=300&h=200')).toBe('https://cdn.example.com/p.webp?w=300&h=200');
    expect(toWebp('https://cdn.example.com/p.jpg#top')).toBe('https://cdn.example.com/p.webp#top');
    expect(toWebp('https://cdn.example.com/p.gif?v=2#x.png')).toBe('https://cdn.example.com/p.webp?v=2#x.png');
    expect(toWebp('/p.JPG#b?c.png')).toBe('/p.webp#b?c.png');
    expect(toWebp('/x/y.jpeg?q=a.b#c.d')).toBe('/x/y.webp?q=a.b#c.d');
  });

  it.each([
    'https://cdn.example.com/p.webp',
    'https://cdn.example.com/p.svg',
    'https://cdn.example.com/p.png.txt',
    'https://cdn.example.com/png',
    'https://cdn.example.com/p?format=png',
    'https://cdn.example.com/p#a.jpg',
    'https://cdn.example.com/p.?x=1',
    '?a.png',
    '.',
    'data:image/png;base64,iVBORw0KGgo=.png',
    'blob:https://shop.example.com/1234.png',
    '',
  ])('leaves %s untouched', (url) => {
    expect(toWebp(url)).toBe(url);
  });
});
