import { createServer, type Socket } from 'node:net';

// A tiny SMTP server for tests, in the test's own process: it speaks just enough of RFC 5321
// (no TLS, no auth) for nodemailer to deliver, and keeps each message it accepts. `refuse` makes
// it answer the message with a temporary failure (451), as a server that is down for a while.

export type SunkMail = { from: string; to: string[]; data: string };

export type SmtpSink = {
  url: string;
  messages: SunkMail[];
  /** refuse messages (451) while true */
  refuse: boolean;
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = { url: '', messages: [], refuse: false, close: async () => {} };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (sink.refuse) say('451 4.3.0 try again later');
          else {
            sink.messages.push({ ...envelope, data });
            say('250 2.0.0 queued');
          }
          envelope = { from: '', to: [] };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 sink.test');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          say('221 2.0.0 bye');
          socket.end();
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 2.0.0 ok');
        // RFC 5321's own answer to a command a server does not take (VRFY, STARTTLS…): the sink speaks
        // the commands nodemailer sends, and says so of any other, as a real server would
        else say('502 5.5.2 command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port');
  sink.url = `smtp://127.0.0.1:${address.port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}
