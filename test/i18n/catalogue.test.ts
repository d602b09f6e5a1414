/**
 * The bot's catalogues (src/i18n/catalogue/): every key of `en` is in `pt-BR` and the reverse, with
 * the same `{{parameters}}` (issue 28, must-show 1), and `t` fills them and picks plural forms by
 * each language's own rule.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, GAME_LOCALES, t } from '../../src/i18n/index.ts';

/** Every leaf of a catalogue: its key and text. */
function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = `${path}${k}`;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, `${key}.`)) out.set(kk, vv);
  }
  return out;
}

/** The `{{name}}`s of a text (a `{{name, format}}` by its name). */
function params(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();
}

const en = leaves(CATALOGUES.en);

describe.each(GAME_LOCALES.filter((l) => l !== 'en'))('the %s catalogue', (locale) => {
  const other = leaves(CATALOGUES[locale]);

  it('has every key of en, and no key en lacks', () => {
    expect(en.size).toBeGreaterThan(200);
    expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
    expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('gives each key the same interpolation parameters as en', () => {
    const differing = [...en].filter(
      ([k, text]) => params(text).join() !== params(other.get(k) ?? '').join(),
    );
    expect(differing.map(([k]) => k)).toEqual([]);
  });

  it('leaves no text empty', () => {
    expect([...other].filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
  });
});

describe('the parity check', () => {
  it('finds a key missing in one language and a parameter renamed', () => {
    const a = leaves({ panel: { endTurn: 'End your turn', wait: 'Waiting for {{who}}' } });
    const b = leaves({ panel: { wait: 'Esperando {{quem}}' } });
    expect([...a.keys()].filter((k) => !b.has(k))).toEqual(['panel.endTurn']);
    expect(params(a.get('panel.wait')!)).not.toEqual(params(b.get('panel.wait')!));
  });
});

describe('t', () => {
  it('fills parameters and picks plural forms by the language’s rule (Intl.PluralRules)', () => {
    expect(t('en', 'choices.podSize', { count: 1 })).toBe('1 player');
    expect(t('en', 'choices.podSize', { count: 0 })).toBe('0 players');
    // Portuguese counts 0 like 1: "0 jogador".
    expect(t('pt-BR', 'choices.podSize', { count: 0 })).toBe('0 jogador');
    expect(t('pt-BR', 'choices.podSize', { count: 3 })).toBe('3 jogadores');
    expect(t('pt-BR', 'choices.aiLevel', { level: 'quick', seconds: 0.3 })).toBe('quick (0,3 s por decisão)');
    expect(t('en', 'choices.aiLevel', { level: 'quick', seconds: 0.3 })).toBe('quick (0.3 s a decision)');
  });

  it('refuses a key no catalogue has, and a missing parameter, at compile time', () => {
    // @ts-expect-error: no such key
    expect(t('en', 'panel.noSuchKey')).toBe('panel.noSuchKey');
    // @ts-expect-error: the count is missing
    t('en', 'choices.podSize', {});
  });
});
