import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpSink } from './smtp-sink';

/** Writes one SMTP command and waits for the server's answer to it. */
function send(socket: Socket, line: string): Promise<string> {
  return new Promise((answered) => {
    socket.once('data', (data) => answered(data.toString()));
    socket.write(`${line}\r\n`);
  });
}

describe('SmtpSink', () => {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.stop();
    sink = undefined;
  });

  it('records a sender that resets the connection in the middle of a message', async () => {
    sink = new SmtpSink();
    const url = new URL(await sink.start());
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((greeted) => socket.once('data', greeted));
    await send(socket, 'EHLO sender.test');
    await send(socket, 'MAIL FROM:<noreply@kwacha.test>');
    await send(socket, 'RCPT TO:<borrower@example.zm>');
    expect(await send(socket, 'DATA')).toMatch(/^354/);
    // The sender dies with the message in hand: a killed process's socket closes with a reset, not an end.
    socket.resetAndDestroy();

    await expect
      .poll(() => sink?.droppedConnections.map((e) => (e as { code?: string }).code))
      .toEqual(['ECONNRESET']);
    expect(sink.received).toEqual([]);
  });
});
