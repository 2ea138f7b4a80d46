import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Transporter } from 'nodemailer';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';

/** One mail to send: a single recipient, with a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the shop's mails over SMTP. */
export interface Mailer {
  /** Sends one mail; resolves once the SMTP server has accepted it (and, with the capture, stored it). */
  send(message: MailMessage): Promise<void>;
  /**
   * Closes the SMTP transport and the capture server, if started, after the mails still being sent
   * (an order's confirmation, sent after its answer) have gone or failed, waiting at most
   * `MAIL_DRAIN_MS`; safe to call more than once.
   */
  close(): Promise<void>;
}

/** A mail as the embedded capture server received it over SMTP. */
export interface CapturedMail {
  id: string;
  /** The envelope's recipients: where the mail was delivered, as a mailbox would see it. */
  to: string[];
  /** The From header as written by the sender. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** When it arrived, in ms since the epoch. */
  received_at: number;
}

/** The mails the embedded capture server received, kept in memory for development and tests. */
export interface MailCapture {
  /** The captured mails, newest first; `to` keeps those addressed to it (case-insensitive). */
  list(filter?: { to?: string }): CapturedMail[];
}

/** The mailer the app sends with, and the capture that receives its mails when no SMTP server is configured. */
export interface MailSetup {
  mailer: Mailer;
  capture: MailCapture | undefined;
}

/** How many captured mails are kept when the caller names no limit; the oldest go first. */
const DEFAULT_CAPTURE_LIMIT = 200;

/** How long a mail server may take, in ms, before a send fails (and the outbox tries again later). */
export interface SmtpTimeouts {
  /** To open the connection. */
  readonly connection: number;
  /** For the server's greeting once connected. */
  readonly greeting: number;
  /** Of silence during a send. */
  readonly socket: number;
}

// nodemailer's own defaults wait minutes; a mail server that hangs must not hold a request that long.
const SMTP_TIMEOUTS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 30_000 };
/** Larger mails are refused by the capture server: the shop's mails are a few kilobytes. */
const CAPTURE_SIZE_LIMIT = 1024 * 1024;
const CAPTURE_HOST = '127.0.0.1';
/** How long close() waits for the mails still being sent: a shutdown is not held up by a server that never answers. */
const MAIL_DRAIN_MS = 10_000;

/** An open SMTP transport, and how to stop whatever it sends to. */
interface Connection {
  transport: Transporter;
  stop(): Promise<void>;
}

/**
 * The app's mail setup. With an SMTP URL (smtp:// or smtps://) mails go to that server and nothing
 * is captured; without one they go over SMTP to an embedded capture server on 127.0.0.1, listed by
 * `capture`. Nothing is loaded or started until the first mail, so the API starts as fast as before.
 */
export function createMailSetup(options: { smtpUrl?: string; from: string; captureLimit?: number; timeouts?: SmtpTimeouts }): MailSetup {
  const { smtpUrl, from, captureLimit = DEFAULT_CAPTURE_LIMIT, timeouts = SMTP_TIMEOUTS } = options;
  if (smtpUrl) {
    const connect = async (): Promise<Connection> => {
      const { createTransport } = await import('nodemailer');
      const transport = createTransport({
        url: smtpUrl,
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      });
      return { transport, stop: async () => {} };
    };
    return { mailer: createLazyMailer(from, connect), capture: undefined };
  }
  const store = createCaptureStore(captureLimit);
  return { mailer: createLazyMailer(from, () => startCapture(store)), capture: store };
}

function createLazyMailer(from: string, connect: () => Promise<Connection>): Mailer {
  let connection: Promise<Connection> | undefined;
  const sending = new Set<Promise<void>>();
  const deliver = async ({ to, subject, text, html }: MailMessage) => {
    const current = (connection ??= connect().catch((error: unknown) => {
      // A failed start is retried by the next mail rather than failing every mail after it.
      connection = undefined;
      throw error;
    }));
    const { transport } = await current;
    await transport.sendMail({ from, to, subject, text, html });
  };
  return {
    send(message) {
      const sent = deliver(message);
      const settled = sent.then(
        () => undefined,
        () => undefined,
      );
      sending.add(settled);
      void settled.then(() => sending.delete(settled));
      return sent;
    },

    async close() {
      if (sending.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, MAIL_DRAIN_MS);
        });
        await Promise.race([Promise.all(sending), limit]);
        clearTimeout(timer);
      }
      const current = connection;
      connection = undefined;
      // A start that failed left nothing open.
      const opened = await current?.catch(() => undefined);
      if (!opened) return;
      opened.transport.close();
      await opened.stop();
    },
  };
}

interface CaptureStore extends MailCapture {
  add(mail: CapturedMail): void;
}

function createCaptureStore(limit: number): CaptureStore {
  const mails: CapturedMail[] = [];
  return {
    add(mail) {
      mails.unshift(mail);
      if (mails.length > limit) mails.length = limit;
    },
    list(filter = {}) {
      const to = filter.to?.toLowerCase();
      return to === undefined ? [...mails] : mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to));
    },
  };
}

/** Starts the capture server on an ephemeral port and a transport that sends to it over plain SMTP. */
async function startCapture(store: CaptureStore): Promise<Connection> {
  // mailparser is CommonJS: its exports are read from `default`, the one shape that both Node and
  // the code-split production bundle give a dynamically imported CommonJS module (esbuild#3245).
  const [{ SMTPServer }, { default: mailparser }, { createTransport }] = await Promise.all([
    import('smtp-server'),
    import('mailparser'),
    import('nodemailer'),
  ]);

  // The SMTP reply waits for the mail to be parsed and stored, so `send` resolves only after that.
  const receive = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> => {
    const parsed = await mailparser.simpleParser(stream);
    if (stream.sizeExceeded) throw Object.assign(new Error('Message exceeds the capture size limit'), { responseCode: 552 });
    store.add({
      id: randomUUID(),
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html || '',
      received_at: Date.now(),
    });
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    size: CAPTURE_SIZE_LIMIT,
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: Error) => {
          // Drain what the parser left unread, or the client would wait for the reply forever.
          stream.resume();
          callback(error);
        },
      );
    },
  });
  // A client dropping its connection must not crash the API: the sender sees its own error.
  server.on('error', () => {});
  await listen(server);
  const { port } = server.server.address() as AddressInfo;

  return {
    // Pooled: smtp-server waits 100 ms before greeting each new connection (to catch clients that
    // talk too soon), so reusing connections keeps a mail at a few milliseconds.
    transport: createTransport({ pool: true, host: CAPTURE_HOST, port, secure: false, ignoreTLS: true }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function listen(server: SMTPServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, CAPTURE_HOST, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
}
