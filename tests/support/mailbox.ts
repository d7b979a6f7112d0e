// A mail server on 127.0.0.1 (smtp-server, no TLS, no login) that keeps what
// it receives, parsed (mailparser): what a user's inbox would show, headers
// included (List-Unsubscribe).
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Raw header values by lower-case name, unfolded: "List-Unsubscribe" → "<https://…>". */
  headers: Record<string, string>;
}

export interface Mailbox {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Mails sent to `address`, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailbox(port = 0): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(":") + 1)
                  .replace(/\r?\n[ \t]+/g, " ")
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    to: (address) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
