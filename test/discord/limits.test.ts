import { ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { embedSize, fitMessage, LIMITS, LimitError } from '../../src/discord/limits.ts';

const button = (id: string) => ({
  type: ComponentType.Button as const,
  style: ButtonStyle.Primary as const,
  custom_id: id,
  label: id,
});

describe('the message guard', () => {
  it('clips content to 2000 characters', () => {
    const fitted = fitMessage({ content: 'é'.repeat(2500) });
    expect([...(fitted.content as string)].length).toBe(LIMITS.content);
    expect(fitted.content?.endsWith('…')).toBe(true);
  });

  it('keeps every embed text within its own limit, 25 fields, and the 6000 total', () => {
    const fitted = fitMessage({
      embeds: [
        {
          title: 't'.repeat(300),
          description: 'd'.repeat(5000),
          fields: Array.from({ length: 30 }, (_, i) => ({ name: `field ${i}`, value: 'v'.repeat(1100) })),
          footer: { text: 'f'.repeat(3000) },
        },
        { description: 'second'.repeat(100) },
      ],
    });
    const [first, second] = fitted.embeds ?? [];
    expect(first?.title?.length).toBe(LIMITS.embedTitle);
    expect(first?.fields?.length).toBeLessThanOrEqual(LIMITS.embedFields);
    for (const f of first?.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(LIMITS.embedFieldValue);
    expect((first ? embedSize(first) : 0) + (second ? embedSize(second) : 0)).toBeLessThanOrEqual(
      LIMITS.embedTotal,
    );
  });

  it('refuses what Discord would refuse: 6 rows, 6 buttons in a row, long or repeated custom ids, 26 options', () => {
    const row = (n: number, prefix = 'b') => ({
      type: ComponentType.ActionRow as const,
      components: Array.from({ length: n }, (_, i) => button(`${prefix}${i}`)),
    });
    expect(() => fitMessage({ components: Array.from({ length: 6 }, (_, i) => row(1, `r${i}-`)) })).toThrow(
      LimitError,
    );
    expect(() => fitMessage({ components: [row(6)] })).toThrow(LimitError);
    expect(() => fitMessage({ components: [row(1, 'x'.repeat(100))] })).toThrow(LimitError);
    expect(() => fitMessage({ components: [row(1), row(1)] })).toThrow(/used twice/);
    const select = {
      type: ComponentType.ActionRow as const,
      components: [
        {
          type: ComponentType.StringSelect as const,
          custom_id: 'pick',
          options: Array.from({ length: 26 }, (_, i) => ({ label: `o${i}`, value: `o${i}` })),
        },
      ],
    };
    expect(() => fitMessage({ components: [select] })).toThrow(LimitError);
    expect(() =>
      fitMessage({
        components: [row(5), row(5), row(5), row(5), row(5)].map((r, i) => ({
          ...r,
          components: r.components.map((c) => ({ ...c, custom_id: `${i}${c.custom_id}` })),
        })),
      }),
    ).not.toThrow();
  });
});
