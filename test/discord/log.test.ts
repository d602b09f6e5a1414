import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';

it('never logs the message a failed Discord call tried to send (a panel shows a hand)', () => {
  const lines: string[] = [];
  const log = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  const err = Object.assign(new Error('Unknown interaction'), {
    requestBody: { json: { data: { content: 'Healthcare Movement' } } },
  });
  log.warn({ err, seed: 'abc123' }, 'reply failed');
  expect(lines.join('')).not.toContain('Healthcare Movement');
  expect(lines.join('')).not.toContain('abc123');
  expect(lines.join('')).toContain('Unknown interaction');
});
