/**
 * A real SMTP server inside the test (smtp-server), whose messages are parsed with mailparser: what a
 * mail client would receive. It can refuse recipients (a 550 answer) and be stopped and started again on
 * the same port (a mail server down, then up).
 */
import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** `delayMs`: the server takes that long to accept each message (sends overlap). */
export async function startSmtp(
  options: { refuse?: RegExp; listen?: boolean; delayMs?: number } = {},
): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (options.refuse?.test(address.address)) {
            const error = Object.assign(new Error('5.1.1 Indirizzo inesistente'), { responseCode: 550 });
            return callback(error);
          }
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              setTimeout(() => {
                messages.push(mail);
                callback();
              }, options.delayMs ?? 0);
            },
            (error: Error) => callback(error),
          );
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = null;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (options.listen !== false) await smtp.start();
  return smtp;
}
