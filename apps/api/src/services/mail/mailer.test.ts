import { type AddressInfo, createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailSetup, type Mailer, type MailMessage } from './mailer.js';

const FROM = 'Storefront <no-reply@storefront.localhost>';

const opened: Mailer[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((mailer) => mailer.close()));
});

function setup(options: Omit<Parameters<typeof createMailSetup>[0], 'from'> = {}) {
  const mail = createMailSetup({ from: FROM, ...options });
  opened.push(mail.mailer);
  return mail;
}

function message(to: string, subject: string): MailMessage {
  return { to, subject, text: `${subject} text`, html: `<p>${subject} html</p>` };
}

describe('createMailSetup without an SMTP URL (the embedded capture)', () => {
  it('captures each mail sent over SMTP, newest first, as soon as send resolves', async () => {
    const { mailer, capture } = setup();
    expect(capture?.list()).toEqual([]);
    const before = Date.now();
    await mailer.send(message('ada@example.com', 'First'));
    await mailer.send(message('grace@example.com', 'Second'));

    const mails = capture?.list() ?? [];
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(mails[1]).toMatchObject({
      to: ['ada@example.com'],
      from: '"Storefront" <no-reply@storefront.localhost>',
      subject: 'First',
      text: 'First text',
      html: '<p>First html</p>',
    });
    expect(mails[1]?.received_at).toBeGreaterThanOrEqual(before);
    expect(mails[0]?.received_at).toBeGreaterThanOrEqual(mails[1]?.received_at ?? Infinity);
    expect(new Set(mails.map((mail) => mail.id)).size).toBe(2);
  });

  it('filters by recipient, ignoring case', async () => {
    const { mailer, capture } = setup();
    await mailer.send(message('ada@example.com', 'One'));
    await mailer.send(message('grace@example.com', 'Two'));
    await mailer.send(message('Ada@Example.com', 'Three'));
    expect(capture?.list({ to: 'ADA@example.com' }).map((mail) => mail.subject)).toEqual(['Three', 'One']);
    expect(capture?.list({ to: 'nobody@example.com' })).toEqual([]);
    expect(capture?.list({})).toHaveLength(3);
  });

  it('keeps the subject, text and HTML intact through SMTP, CJK and long lines included', async () => {
    const { mailer, capture } = setup();
    const text = `您好：\n\n您的註冊驗證碼是 123456。\n\n${'驗證碼'.repeat(100)}\n\n您的注册验证码是 654321。`;
    const html = `<p style="color: #333">重設密碼：<a href="https://shop.example/reset?c=a&amp;b">連結</a></p><p>${'链接'.repeat(100)}</p>`;
    await mailer.send({ to: 'shopper@example.tw', subject: '【線上商店】您的註冊驗證碼 【线上商店】', text, html });
    const [mail] = capture?.list() ?? [];
    expect(mail).toMatchObject({ subject: '【線上商店】您的註冊驗證碼 【线上商店】', text, html });
  });

  it('keeps at most captureLimit mails, dropping the oldest', async () => {
    const { mailer, capture } = setup({ captureLimit: 2 });
    for (const subject of ['1', '2', '3']) await mailer.send(message('ada@example.com', subject));
    expect(capture?.list().map((mail) => mail.subject)).toEqual(['3', '2']);
  });

  it('refuses a mail over the size limit and keeps nothing of it', async () => {
    const { mailer, capture } = setup();
    const huge = { ...message('ada@example.com', 'Huge'), html: `<p>${'x'.repeat(1_100_000)}</p>` };
    await expect(mailer.send(huge)).rejects.toThrow(/552/);
    await mailer.send(message('ada@example.com', 'Small'));
    expect(capture?.list().map((mail) => mail.subject)).toEqual(['Small']);
  });

  it('closes only once the mails still being sent have arrived (an order confirmation sent after its answer)', async () => {
    const { mailer, capture } = setup();
    const sent = mailer.send(message('ada@example.com', 'Order placed'));
    await mailer.close();
    await sent;
    expect(capture?.list().map((mail) => mail.subject)).toEqual(['Order placed']);
  });

  it('sends mails at once from a cold start, and closes twice (or unstarted) without error', async () => {
    const { mailer, capture } = setup();
    await Promise.all([mailer.send(message('a@example.com', 'A')), mailer.send(message('b@example.com', 'B'))]);
    expect(capture?.list()).toHaveLength(2);
    await mailer.close();
    await mailer.close();
    await setup().mailer.close();
  });
});

describe('createMailSetup with an SMTP URL', () => {
  it('sends to that server and captures nothing', async () => {
    const received: { from: string | false; to: string[]; raw: string }[] = [];
    const remote = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom && session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = remote.server.address() as AddressInfo;
      const { mailer, capture } = setup({ smtpUrl: `smtp://127.0.0.1:${port}` });
      expect(capture).toBeUndefined();
      await mailer.send(message('ada@example.com', 'Remote'));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'no-reply@storefront.localhost', to: ['ada@example.com'] });
      expect(received[0]?.raw).toContain('Subject: Remote');
      await mailer.close();
      await mailer.close();
    } finally {
      await new Promise<void>((resolve) => remote.close(() => resolve()));
    }
  });

  it('gives up on a server that accepts the connection and never greets, instead of waiting for it', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const { mailer } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, timeouts: { connection: 1_000, greeting: 300, socket: 1_000 } });
      await expect(mailer.send(message('ada@example.com', 'Stuck'))).rejects.toThrow(/greeting/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
