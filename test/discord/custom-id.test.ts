import { describe, expect, it } from 'vitest';
import { answerId, type CustomId, encodeCustomId, parseCustomId } from '../../src/discord/custom-id.ts';

const ref = { game: 'k3x9q2', seat: 'capitalist' as const, version: 1234, question: 'Ab-_9xYz' };

describe('custom ids', () => {
  it('round-trips every kind', () => {
    const ids: CustomId[] = [
      { kind: 'join', game: 'k3x9q2', cls: 'state' },
      { kind: 'take', game: 'k3x9q2', cls: 'middle' },
      { kind: 'decline', game: 'k3x9q2', cls: 'working' },
      { kind: 'leave', game: 'k3x9q2' },
      { kind: 'start', game: 'k3x9q2' },
      { kind: 'open', game: 'k3x9q2' },
      { kind: 'score', game: 'k3x9q2' },
      { kind: 'answer', ...ref, option: { id: 'basic:propose-bill' } },
      { kind: 'answer', ...ref, option: { id: 'w:11:food' } },
      { kind: 'answer', ...ref, option: { index: 17 } },
      { kind: 'select', ...ref, page: 2 },
      { kind: 'page', ...ref, page: 0 },
      { kind: 'games', scope: 'c', target: '123456789012345678', page: 3 },
      { kind: 'games', scope: 'p', target: '12345678901234567890', page: 0 },
      { kind: 'standings', season: 2, page: 1 },
      { kind: 'confirm-report', report: 'x1a2b3c' },
      { kind: 'decline-report', report: 'k3x9q2' },
    ];
    for (const id of ids) {
      const text = encodeCustomId(id);
      expect(text.length).toBeLessThanOrEqual(100);
      expect(parseCustomId(text)).toEqual(id);
    }
  });

  it('carries the game, the seat, the state version and the question', () => {
    expect(encodeCustomId({ kind: 'answer', ...ref, option: { id: 'done' } })).toBe(
      'hg:a:k3x9q2:c:ya:Ab-_9xYz:done',
    );
  });

  it('falls back to the option position when the option id would not fit in 100 characters', () => {
    const long = `play:${'x'.repeat(90)}`;
    const id = answerId(ref, long, 4);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(parseCustomId(id)).toMatchObject({ kind: 'answer', option: { index: 4 } });
    expect(parseCustomId(answerId(ref, 'end', 3))).toMatchObject({ option: { id: 'end' } });
  });

  it('reads anything else as not ours', () => {
    for (const text of [
      '',
      'hg',
      'hg:',
      'other:open:k3x9q2',
      'hg:open:K3X9Q2',
      'hg:open:k3x9q2:extra',
      'hg:join:k3x9q2:q',
      'hg:a:k3x9q2:c:ya:Ab-_9xYz:',
      'hg:a:k3x9q2:z:ya:Ab-_9xYz:done',
      'hg:a:k3x9q2:c:!!:Ab-_9xYz:done',
      'hg:a:k3x9q2:c:ya:no:done',
      'hg:a:k3x9q2:c:ya:Ab-_9xYz:~x',
      'hg:s:k3x9q2:c:ya:Ab-_9xYz:1:2',
      'hg:p:k3x9q2:c:ya:Ab-_9xYz:-1',
      `hg:open:${'a'.repeat(100)}`,
    ]) {
      expect(parseCustomId(text), text).toBeNull();
    }
  });

  it('finds no seat in a name every object inherits (constructor, toString, __proto__…)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      for (const text of [
        `hg:join:k3x9q2:${name}`,
        `hg:take:k3x9q2:${name}`,
        `hg:a:k3x9q2:${name}:ya:Ab-_9xYz:done`,
        `hg:s:k3x9q2:${name}:ya:Ab-_9xYz:0`,
        `hg:p:k3x9q2:${name}:ya:Ab-_9xYz:1`,
      ])
        expect(parseCustomId(text), text).toBeNull();
    }
  });
});
