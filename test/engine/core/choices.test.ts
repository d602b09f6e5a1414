/**
 * Typed choices: every question writes its answers through its codec, and nothing outside the
 * codecs reads an option id. Checked three ways: the building blocks round-trip and refuse what is
 * not theirs; in random games every offered id reads back as its option's value; and no source
 * file outside a codec takes an id apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  int,
  intIn,
  listOf,
  name,
  oneOf,
  orWord,
  pair,
  prefixed,
  tagged,
  words,
} from '../../../src/engine/core/choices.ts';
import { choiceOfTop } from '../../../src/engine/core/flow.ts';
import { nextInt, seedRng } from '../../../src/engine/core/rng.ts';
import { applyInPlace, createGame, defaultOptions, pending } from '../../../src/engine/index.ts';

describe('codecs', () => {
  it('write and read back each form, and refuse ids of another form', () => {
    const bid = prefixed('bid:', int);
    expect(bid.encode(3)).toBe('bid:3');
    expect(bid.decode('bid:3')).toBe(3);
    expect(bid.decode('bid:03')).toBeUndefined();
    expect(bid.decode('3')).toBeUndefined();
    const wage = intIn(1, 2, 3);
    expect(wage.decode('2')).toBe(2);
    expect(wage.decode('4')).toBeUndefined();
    const swap = orWord('done', pair(int, ':', int));
    expect(swap.encode([12, 30])).toBe('12:30');
    expect(swap.decode('12:30')).toEqual([12, 30]);
    expect(swap.decode('done')).toBe('done');
    expect(swap.decode('12:')).toBeUndefined();
    const classes = listOf(oneOf(['working', 'middle', 'capitalist'] as const), '+');
    expect(classes.decode('working+middle')).toEqual(['working', 'middle']);
    expect(classes.decode('working+state')).toBeUndefined();
    const turn = tagged({ play: name, basic: name, end: null });
    expect(turn.encode({ kind: 'play', of: 'working.strike#2' })).toBe('play:working.strike#2');
    expect(turn.decode('basic:assign-workers')).toEqual({ kind: 'basic', of: 'assign-workers' });
    expect(turn.decode('end')).toEqual({ kind: 'end' });
    expect(turn.decode('end:x')).toBeUndefined();
    expect(turn.decode('constructor:x')).toBeUndefined();
    expect(words('for', 'against').decode('maybe')).toBeUndefined();
  });
});

describe('every question of random games', () => {
  it.each([2, 3, 4] as const)(
    'writes each offered answer so that it reads back as its value (%i players)',
    (players) => {
      const kinds = new Set<string>();
      for (let game = 0; game < 6; game++) {
        const options = defaultOptions(players);
        options.modules.extraActionCards = game % 2 === 1;
        // Half the games with the Crisis & Control modules the player count allows.
        if (game >= 3) {
          options.modules.crisisResponse = true;
          options.modules.hiddenAgendas = true;
          options.modules.alternativeEvents = players === 4;
        }
        const g = createGame(options, `choices:${players}:${game}`);
        const rng = seedRng(`choices-answers:${players}:${game}`);
        for (let n = 0; n < 3000; n++) {
          const questions = pending(g);
          if (questions.length === 0) break;
          const codec = choiceOfTop(g);
          for (const q of questions) {
            kinds.add(q.kind);
            for (const o of q.options) {
              expect(codec?.decode(o.id), `${q.kind}: ${o.id}`).toEqual(o.value);
              expect(codec?.encode(o.value)).toBe(o.id);
            }
          }
          const q = questions[nextInt(rng, questions.length)]!;
          const o = q.options[nextInt(rng, q.options.length)]!;
          expect(applyInPlace(g, q.seat, o.id).ok).toBe(true);
        }
      }
      expect(kinds.size).toBeGreaterThan(20);
    },
  );
});

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The text of a file without the bodies of `custom(…)` codecs, which are where ids are read. */
function withoutCodecBodies(text: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const at = text.indexOf('custom', i);
    if (at < 0) return out + text.slice(i);
    const open = text.indexOf('(', at);
    if (open < 0 || !/^custom(<[^(]*>)?\s*$/.test(text.slice(at, open))) {
      out += text.slice(i, at + 6);
      i = at + 6;
      continue;
    }
    let depth = 0;
    let end = open;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    out += text.slice(i, at);
    i = end + 1;
  }
}

/** Taking an option id apart: the ways the code did before codecs. */
const PARSING = [
  /\b(id|optionId|answer|chosen|o\.id|option\.id)\.(split|slice|substring|indexOf|match|replace|charAt)\(/,
  /\b(id|optionId|answer|o\.id|option\.id)\.startsWith\((?!'~')/,
  /\bNumber\((id|optionId|o\.id|option\.id)\b/,
  /\b(id|optionId)\[\d\]/,
  /\bsplitOnce\(/,
];

describe('option ids', () => {
  it('are read only by codecs: no file of the engine, the table layer or the bot takes one apart', () => {
    const files = [
      ...sources(join(ROOT, 'src/engine')),
      ...sources(join(ROOT, 'src/table')),
      ...sources(join(ROOT, 'src/discord')),
      ...sources(join(ROOT, 'commands')),
    ].filter((f) => !f.endsWith(join('core', 'choices.ts')));
    const found: string[] = [];
    for (const file of files) {
      const lines = withoutCodecBodies(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, n) => {
        if (PARSING.some((p) => p.test(line))) found.push(`${relative(ROOT, file)}:${n + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the scan finds a parse written the old way', () => {
    const old = "answer(x, s, id) {\n  const [good, level] = id.split(':');\n}";
    expect(
      PARSING.some((p) =>
        withoutCodecBodies(old)
          .split('\n')
          .some((l) => p.test(l)),
      ),
    ).toBe(true);
    const codec = "const c = custom((v) => v, (id) => id.split(':'));";
    expect(PARSING.some((p) => p.test(withoutCodecBodies(codec)))).toBe(false);
  });
});
