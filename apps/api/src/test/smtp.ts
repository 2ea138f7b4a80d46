import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the recording server received it. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

/** An SMTP server on 127.0.0.1 that keeps every mail it receives, standing in for a shop's mail server. */
export interface RecordingSmtpServer {
  readonly received: readonly ReceivedMail[];
  /** Starts listening (on port, or a free one) and answers the port. */
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** Makes a RecordingSmtpServer; it listens only once listen() is called. */
export function createRecordingSmtpServer(): RecordingSmtpServer {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ to: session.envelope.rcptTo.map((to) => to.address), subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return {
    received,
    listen: (port = 0) =>
      new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
