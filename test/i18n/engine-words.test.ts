/**
 * Issue 28: the engine hands over keys and ids, never a sentence (src/engine/core/said.ts), and the
 * catalogue words them in each language (src/i18n/said.ts, catalogue events.ts). Every event of
 * random games with every module has its words in English and in Portuguese; English reads as the
 * engine used to write it; Portuguese names classes, cards and goods by their Portuguese names.
 */
import { describe, expect, it } from 'vitest';
import { actionSummary, questionInWords } from '../../src/discord/present/menu.ts';
import {
  apply,
  createGame,
  defaultOptions,
  type GameEvent,
  list,
  said,
  type TurnChoice,
} from '../../src/engine/index.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { cardWords } from '../../src/i18n/game-words/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import englishOptionsFixture from './fixtures/english-options.json' with { type: 'json' };
import englishPrompts from './fixtures/english-prompts.json' with { type: 'json' };
import { ALL_MODULES, GAMES } from './prompt-games.ts';

/** Every event (public and private) of three random 4-player games with every module. */
function eventsOfGames(): GameEvent[] {
  const events: GameEvent[] = [];
  // Alternative Events replace the Event deck, which only a 4-player game uses.
  for (const n of [1, 2, 3]) {
    const players = 4;
    const seed = `engine-words-${n}`;
    const game = playRandomGame(players, seed, { modules: ALL_MODULES, checkInvariants: false });
    expect(game.completed, `${seed}: ${game.error}`).toBe(true);
    // The same game again, answer by answer, for its events.
    const options = defaultOptions(players);
    Object.assign(options.modules, ALL_MODULES);
    let state = createGame(options, seed);
    for (const [seat, id] of game.answers) {
      const r = apply(state, seat, id);
      if (!r.ok) throw new Error(`replay refused ${id}`);
      events.push(...r.events);
      state = r.state;
    }
  }
  return events;
}

describe("the engine's events", () => {
  const events = eventsOfGames();

  it('are keys and ids: no event carries a sentence', () => {
    expect(events.length).toBeGreaterThan(1000);
    for (const e of events) {
      expect(e).not.toHaveProperty('text');
      expect(e.key).toMatch(/^[a-zA-Z.-]+$/);
    }
  });

  it('each has its words in English and in Portuguese, every parameter filled, every id named', () => {
    const missing = new Set<string>();
    for (const e of events)
      for (const l of ['en', 'pt-BR'] as const) {
        const text = sayText(l, e);
        // An id left unworded ("public.public-hospital") is a parameter named as no kind of id.
        const id = /\b(working|middle|capitalist|state|public|he|alt|crisis|agenda|automa|export)\.[a-z]/;
        if (text.startsWith('event.') || /{{|undefined|\[object/.test(text) || id.test(text))
          missing.add(`${l} ${e.key}: ${text}`);
      }
    expect([...missing]).toEqual([]);
  });

  it('read in Portuguese with no English word of the engine left', () => {
    const english = events
      .map((e) => sayText('pt-BR', e))
      .filter((text) => /\b(the|The|and|gains|pays|buys|sells|adds)\b/.test(text));
    expect(english).toEqual([]);
  });
});

/** An English word of the engine's labels, which no Portuguese label may hold. */
const ENGLISH_LABEL =
  /\b(the|The|and|of|Done|Buy|Sell|Spend|Keep|Pay|Give|with|for|from|Worker|Workers|Company|each)\b|{{|event\./;

describe("the engine's questions: their prompt and options as keys (issue 28)", () => {
  // fixtures/english-prompts.json holds every prompt the engine wrote in English for the games of
  // prompt-games.ts, written before the engine stopped writing them: the catalogue's English must
  // say each one byte for byte, and a pt-BR panel must read each in Portuguese.
  const expected = englishPrompts as Record<string, string[]>;
  // fixtures/english-options.json holds every option the engine labelled in English over the same
  // games ([question kind, option id, label, short name, text]), written from the engine's own labels
  // before they went: every option an English panel words must be one of them, and all of them worded.
  const englishOptions = new Set(englishOptionsFixture.map((o) => JSON.stringify(o)));
  const worded = new Set<string>();
  for (const game of GAMES)
    it(`prompts and option labels read in English as the engine wrote them, and in Portuguese on a pt-BR panel: ${game.seed}`, () => {
      const english = new Set<string>();
      const leftEnglish = new Set<string>();
      const wrongLabels = new Set<string>();
      const played = playRandomGame(game.players, game.seed, {
        ...game.options,
        answer(_state, q) {
          english.add(`${q.kind} ${questionInWords(q, 'en').prompt}`);
          const pt = questionInWords(q, 'pt-BR').prompt;
          if (/\b(the|The|you|your|or|of|Which|which)\b|{{|event\./.test(pt))
            leftEnglish.add(`${q.kind} ${pt}`);
          // A Basic or Free Action's summary: the catalogue's English is the engine's.
          if (q.kind === 'turn')
            for (const o of q.options) {
              const choice = o.value as TurnChoice;
              if ((choice.kind === 'basic' || choice.kind === 'free') && !choice.of.startsWith('he.'))
                if (actionSummary('en', choice.of) !== o.description)
                  wrongLabels.add(`${o.id}: ${actionSummary('en', choice.of)} ≠ ${o.description}`);
            }
          // An English panel words every option from its keys (the engine writes no label): its
          // label, short name and text as the engine wrote them, byte for byte
          // (fixtures/english-options.json).
          for (const w of questionInWords(q, 'en').options) {
            const line = JSON.stringify([q.kind, w.id, w.label, w.short ?? null, w.description ?? null]);
            worded.add(line);
            if (!englishOptions.has(line)) wrongLabels.add(line);
          }
          for (const o of questionInWords(q, 'pt-BR').options)
            if (ENGLISH_LABEL.test(o.label) || ENGLISH_LABEL.test(o.short ?? ''))
              leftEnglish.add(`${q.kind} ${o.label} | ${o.short ?? ''}`);
          return undefined;
        },
      });
      expect(played.completed, `${game.seed}: ${played.error}`).toBe(true);
      expect([...english]).toEqual(expected[game.seed]);
      expect([...leftEnglish]).toEqual([]);
      expect([...wrongLabels]).toEqual([]);
    });

  it('word every option the engine labelled in English over those games', () => {
    expect([...englishOptions].filter((line) => !worded.has(line))).toEqual([]);
  });

  it('cover every kind of question the games ask, from every module', () => {
    const kinds = new Set(Object.values(expected).flatMap((prompts) => prompts.map((p) => p.split(' ')[0])));
    expect(kinds.size).toBeGreaterThan(100);
    for (const kind of [
      'turn',
      'vote.bid',
      'agenda.keep',
      'he.extra-action',
      'alt.keep',
      'crisis.bond',
      'automa.action',
    ])
      expect(kinds, kind).toContain(kind);
  });
});

describe('one event in both languages', () => {
  it('English as the engine used to write it; Portuguese with its own names and articles', () => {
    const played = said('card.played', { class: 'state', card: 'state.public-sector-overtime#3' });
    expect(sayText('en', played)).toBe(
      `The State plays ${cardWords('en', 'state.public-sector-overtime')?.name}.`,
    );
    expect(sayText('pt-BR', played)).toBe(
      `O Estado joga ${cardWords('pt-BR', 'state.public-sector-overtime')?.name}.`,
    );
    const pays = said('pays', { payer: 'working', amount: 5, to: 'middle' });
    expect(sayText('en', pays)).toBe('The Working Class pays 5 to the Middle Class.');
    expect(sayText('pt-BR', pays)).toBe('A Classe Trabalhadora paga 5 à Classe Média.');
    expect(sayText('pt-BR', said('pays', { payer: 'middle', amount: 2, to: 'state' }))).toBe(
      'A Classe Média paga 2 ao Estado.',
    );
  });

  it('lists and plurals by the language’s own rules', () => {
    const bag = said('cubes.added', { class: 'middle', count: 1, why: list([]) });
    expect(sayText('en', bag)).toBe('The Middle Class adds 1 Voting cube to the bag.');
    expect(sayText('pt-BR', { ...bag, params: { ...bag.params, count: 3 } })).toBe(
      'A Classe Média põe 3 cubos de votação no saco.',
    );
    const provide = said('provide.given', {
      what: list(
        [said('amount.money', { n: 15 }), said('amount.good', { n: 2, good: 'health' })],
        'andEach',
        'nothing',
      ),
      to: 'working',
    });
    expect(sayText('en', provide)).toBe('The State provides 15 money and 2 Health to the Working Class.');
    expect(sayText('pt-BR', provide)).toBe(
      'O Estado fornece 15 de dinheiro e 2 de Saúde à Classe Trabalhadora.',
    );
  });

  it('a line saved before keys existed reads as it was', () => {
    expect(sayText('pt-BR', 'The Working Class strikes.')).toBe('The Working Class strikes.');
  });
});

describe("Crisis Response's Worker to remove (crisis-and-control.txt, Crisis Response)", () => {
  it("says 'An education-skilled Worker' in English, with its article (the games above hold the engine's label to it)", () => {
    const option = said('option.aSkilledWorker', { ASkill: 'education' });
    expect(sayText('en', option)).toBe('An education-skilled Worker');
    expect(sayText('en', said('option.aSkilledWorker', { ASkill: 'food' }))).toBe('A food-skilled Worker');
    expect(sayText('pt-BR', option)).not.toMatch(/\b(An|A|Worker)\b/);
  });
});
