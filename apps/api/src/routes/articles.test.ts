import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ArticleDetailResponse, ArticleListResponse } from '@storefront/api-contract';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

describe('GET /v1/article', () => {
  it('answers the newest 10 first, in the contract shape', async () => {
    const body = (await seeded.get('/v1/article')).json();
    expect(Value.Check(ArticleListResponse, body)).toBe(true);
    expect(body.data).toMatchObject({ total: 10, page: 1, page_size: 10 });
    const dates = body.data.items.map((item: { published_at: number }) => item.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.data.items[0]).toEqual({
      article_id: 'n-2001',
      title: '雙 12 購物節 全館滿額免運',
      summary: '12/1 起至 12/12，台灣出貨商品滿 NT$1,500 免運。',
      cover_image_url: '/v1/images/articles/n-2001-1.png',
      published_at: Date.parse('2026-11-20T02:00:00Z'),
    });
  });

  it('pages through every article once', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => seeded.get(`/v1/article?page=${page}&page_size=4`)));
    const ids = pages.flatMap((page) => page.json().data.items.map((item: { article_id: string }) => item.article_id));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect((await seeded.get('/v1/article?page=9')).json().data.items).toEqual([]);
  });

  it.each(['?page=0', '?page_size=51', '?page_size=x'])('rejects %s with 400 / 40004', async (query) => {
    const response = await seeded.get(`/v1/article${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(40004);
  });
});

describe('GET /v1/article/:article_id', () => {
  it.each([
    ['zh-TW', '活動重點'],
    ['zh-CN', '活动要点'],
    ['en', 'Key points'],
  ])('answers the article with its rich text in %s', async (locale, heading) => {
    const body = (await seeded.get('/v1/article/n-2002', locale)).json();
    expect(Value.Check(ArticleDetailResponse, body)).toBe(true);
    expect(body.data.content).toContain(`<h2>${heading}</h2>`);
    expect(body.data.content).toMatch(
      /^<p>.+<\/p><h2>.+<\/h2><ul>(<li>[^<]+<\/li>){3}<\/ul><p><img src="\/v1\/images\/articles\/n-2002-2\.png"/,
    );
  });

  it('sanitises the rich text it hands over: a script, a handler and a javascript: link pasted into an article are gone', async () => {
    const { content } = (await seeded.get('/v1/article/n-2010', 'en')).json().data;
    expect(content).not.toMatch(/<script|onload|javascript:|__securityFlag/i);
    expect(content).toContain('<p><img src="/v1/images/articles/n-2010-2.png" width="1" height="1" alt="" /></p>');
    expect(content).toContain('<p><a>Countdown</a></p>');
    expect(content).toContain('<li>Closed on 8 August</li>');
  });

  it('answers 404 / 40401 for an unknown article and 400 / 40004 for a malformed id', async () => {
    expect((await seeded.get('/v1/article/n-0000', 'zh-CN')).json()).toEqual({ error_code: 40401, error_msg: '页面不存在' });
    expect((await seeded.get('/v1/article/n.1')).statusCode).toBe(400);
  });
});
