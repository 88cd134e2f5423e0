// A real SMTP server started in the test's process (smtp-server), which parses back what it accepts (mailparser)
// and can refuse messages the way a server does: with a reply code.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** The messages accepted, in arrival order. */
  received: ParsedMail[];
  /** Messages offered (DATA sent), accepted or not. */
  offered(): number;
  /** Resolves once `count` messages in all were offered, before they are answered. */
  offeredCount(count: number): Promise<void>;
  /** Resolves once `count` messages in all were accepted. */
  receivedCount(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** The reply to the n-th message offered (from 1): accept it, or refuse it with an SMTP code; possibly later. */
type Reply = 'accept' | { code: number; message: string };
export type SmtpAnswer = (n: number) => Reply | Promise<Reply>;

export async function startTestSmtp(answer: SmtpAnswer = () => 'accept'): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const waiters: { count: number; resolve: (mails: ParsedMail[]) => void }[] = [];
  const offerWaiters: { count: number; resolve: () => void }[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      offered += 1;
      for (const waiter of offerWaiters.filter((w) => offered >= w.count)) waiter.resolve();
      const reply = Promise.resolve(answer(offered));
      Promise.all([simpleParser(stream), reply])
        .then(([mail, reply]) => {
          if (reply !== 'accept') {
            callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
            return;
          }
          received.push(mail);
          for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve([...received]);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered: () => offered,
    offeredCount: (count) => (offered >= count ? Promise.resolve() : new Promise((resolve) => offerWaiters.push({ count, resolve }))),
    receivedCount: (count) =>
      received.length >= count ? Promise.resolve([...received]) : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL where nothing listens: a port that was just given up. */
export async function deadSmtpUrl(): Promise<string> {
  const server = await startTestSmtp();
  await server.close();
  return server.url;
}
