import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../errors.js';
import { createMailSetup } from '../services/mail/mailer.js';
import { devMailRoutes } from './dev-mails.js';

const { mailer, capture } = createMailSetup({ from: 'Storefront <no-reply@storefront.localhost>' });
const app = Fastify();
app.setErrorHandler(handleError);

beforeAll(async () => {
  if (!capture) throw new Error('the default mail setup captures');
  await app.register(devMailRoutes, { capture });
  await mailer.send({ to: 'ada@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
  await mailer.send({ to: 'grace@example.com', subject: '第二封', text: '二', html: '<p>二</p>' });
});

afterAll(async () => {
  await app.close();
  await mailer.close();
});

describe('GET /dev/mails', () => {
  it('lists the captured mails, newest first', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mails' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((mail: { subject: string }) => mail.subject)).toEqual(['第二封', 'First']);
    expect(data[1]).toEqual({
      id: expect.any(String),
      to: ['ada@example.com'],
      from: '"Storefront" <no-reply@storefront.localhost>',
      subject: 'First',
      text: 'one',
      html: '<p>one</p>',
      received_at: expect.any(Number),
    });
  });

  it('filters by recipient, ignoring case', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mails?to=Grace@Example.com' });
    expect(response.json().data.map((mail: { subject: string }) => mail.subject)).toEqual(['第二封']);
    expect((await app.inject({ method: 'GET', url: '/dev/mails?to=nobody@example.com' })).json()).toEqual({ data: [] });
  });

  it.each(['not-an-email', `${'a'.repeat(250)}@example.com`, ''])('answers 400 / 40004 to the recipient %j', async (to) => {
    const response = await app.inject({ method: 'GET', url: `/dev/mails?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(40004);
  });
});
