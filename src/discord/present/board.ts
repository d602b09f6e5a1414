/**
 * The public board: one embed built only from `view(state, 'public')` and the seat owners, edited in
 * place after every change. It never sees a hand, a deck order or an unrevealed bid.
 */
import type { APIEmbed } from 'discord.js';
import { ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { GAME, POLICY_NAMES } from '../../data/tables.ts';
import { type GameView, score, view } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { historicalEventField } from './historical-events.ts';
import { crisisField, moduleClassLines } from './modules.ts';
import { CLASS_EMOJI, kindText, PHASE_NAMES, seatHolder, secretWords } from './text.ts';
import { turningPointsRow } from './turning-points.ts';

const COLOR = { playing: 0xb22222, finished: 0x2e8b57, abandoned: 0x808080, lobby: 0x4169e1 } as const;

function classLines(v: GameView, seat: ClassId): string {
  const workers = v.workers.filter((w) => w.cls === seat).length;
  switch (seat) {
    case 'working': {
      const c = v.classes.working;
      return `💰 ${c.money} · Prosperity ${c.prosperity} · Influence ${c.influence}\nWorkers ${workers} · Loans ${c.loans} · Hand ${c.handSize}`;
    }
    case 'middle': {
      const c = v.classes.middle;
      return `💰 ${c.money} · Prosperity ${c.prosperity} · Influence ${c.influence}\nWorkers ${workers} · Loans ${c.loans} · Hand ${c.handSize}`;
    }
    case 'capitalist': {
      const c = v.classes.capitalist;
      const companies = v.companies.filter((co) => co.owner === 'capitalist').length;
      return `💰 Revenue ${c.revenue} · Capital ${c.capital} · Influence ${c.influence}\nCompanies ${companies} · Loans ${c.loans} · Hand ${c.handSize}`;
    }
    case 'state': {
      const c = v.classes.state;
      const l = c.legitimacy;
      return `Legitimacy W${l.working} M${l.middle} C${l.capitalist} · Influence ${c.influence}\nLoans ${c.loans} · Hand ${c.handSize}`;
    }
  }
}

function policiesText(v: GameView): string {
  return (Object.keys(POLICY_NAMES) as unknown as Array<keyof typeof POLICY_NAMES>)
    .map((p) => {
      const bill = v.bills[p];
      const billText = bill ? ` ← Bill: **${bill.section}** (${CLASS_NAMES[bill.owner]})` : '';
      return `${p} ${POLICY_NAMES[p]}: **${v.policies[p]}**${billText}`;
    })
    .join('\n');
}

function voteText(record: GameRecord, v: GameView): string | null {
  const vote = v.vote;
  if (!vote) return null;
  const sides = (Object.entries(vote.sides) as Array<[ClassId, string]>)
    .map(([cls, side]) => `${CLASS_NAMES[cls]} ${side === 'for' ? 'for' : 'against'}`)
    .join(', ');
  const answered = vote.answered.map((cls) => `✅ ${CLASS_NAMES[cls]}`).join(' · ');
  const bidding = v.waitingFor.filter((w) => w.secret).map((w) => `⏳ ${seatHolder(record, w.seat)}`);
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  const target = changes
    .map((c) => `${c.policy} ${POLICY_NAMES[c.policy as keyof typeof POLICY_NAMES]} → **${c.section}**`)
    .join(' and ');
  return [
    `${target} (${vote.changes ? 'special election called by' : 'Bill of'} the ${CLASS_NAMES[vote.proposer]})`,
    sides ? `Sides: ${sides}` : null,
    answered || bidding.length ? `Secret bids: ${[answered, ...bidding].filter(Boolean).join(' · ')}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Who the game waits for, one line per seat, with the player mentioned (an embed does not ping). */
export function waitingText(record: GameRecord, v: GameView): string {
  if (v.waitingFor.length === 0) return 'Nobody.';
  return v.waitingFor
    .map(
      (w) =>
        `${CLASS_EMOJI[w.seat]} ${seatHolder(record, w.seat)} — ${CLASS_NAMES[w.seat]}: ${w.secret ? '🔒 ' : ''}${kindText(w.kind)}`,
    )
    .join('\n');
}

export function boardEmbed(record: GameRecord, publicView?: GameView): APIEmbed {
  const state = record.state;
  if (!state) throw new Error('boardEmbed needs a started game');
  const v = publicView ?? view(state, 'public');
  const over = record.status !== 'playing';
  const title =
    record.status === 'abandoned'
      ? 'Hegemony — abandoned'
      : v.phase === 'game-over' || record.status === 'finished'
        ? 'Hegemony — Game over'
        : `Hegemony — Round ${v.round} of ${GAME.rounds} · ${PHASE_NAMES[v.phase] ?? v.phase}`;
  const turn = v.turn
    ? `Turn ${v.turn.number} of ${GAME.turnsPerRound}: **${CLASS_NAMES[v.turn.seat]}** (${seatHolder(record, v.turn.seat)})`
    : null;
  const fields: NonNullable<APIEmbed['fields']> = [];
  if (!over) fields.push({ name: 'Waiting for', value: waitingText(record, v) });
  const vote = voteText(record, v);
  if (vote) fields.push({ name: '🗳️ Vote', value: vote });
  fields.push({ name: 'Policies', value: policiesText(v) });
  const historical = historicalEventField(v);
  if (historical && !over) fields.push(historical);
  for (const seat of v.seats) {
    fields.push({
      name: `${CLASS_EMOJI[seat]} ${CLASS_NAMES[seat]} — ${v.classes[seat].vp} VP`,
      value: [seatHolder(record, seat), classLines(v, seat), ...moduleClassLines(v, seat)].join('\n'),
      inline: true,
    });
  }
  const crisis = crisisField(v);
  if (crisis) fields.push(crisis);
  const ps = v.publicServices;
  fields.push({
    name: '🏛️ Treasury',
    value: `${v.treasury}${v.treasuryLoans ? ` (Loans ${v.treasuryLoans})` : ''} · Tax multiplier ${v.taxMultiplier}\nPublic Services: Health ${ps.health} · Education ${ps.education} · Influence ${ps.influence}`,
  });
  if (over && state) {
    const sheets = score(state).sort((a, b) => b.total - a.total);
    const winners = new Set(v.winners ?? []);
    fields.unshift({
      name: record.status === 'abandoned' ? 'Scores when abandoned' : '🏆 Final scores',
      value: sheets
        .map(
          (s) =>
            `${winners.has(s.cls) ? '🏆 ' : ''}${CLASS_NAMES[s.cls]} (${seatHolder(record, s.cls)}): **${s.total} VP**`,
        )
        .join('\n'),
    });
  }
  return {
    title,
    description: turn ?? undefined,
    color: COLOR[record.status],
    fields,
    footer: {
      text: `Game ${record.id} · move ${v.version} · ${over ? '/score for the breakdown' : '/hand for your cards'} · /rules for help`,
    },
  };
}

/** The board message: the embed, and the buttons that open each player's own panel. */
export function boardMessage(
  record: GameRecord,
  picture?: { name: string; data?: Buffer },
  publicView?: GameView,
): MessagePayload {
  const v = publicView ?? (record.state ? view(record.state, 'public') : undefined);
  const embed = boardEmbed(record, v);
  if (picture) embed.image = { url: `attachment://${picture.name}` };
  const playing = record.status === 'playing' && v;
  const secretKind = v?.waitingFor.find((w) => w.secret)?.kind;
  const secret = secretKind !== undefined;
  return {
    content: '',
    embeds: [embed],
    components: playing
      ? [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.Button,
                style: ButtonStyle.Primary,
                custom_id: encodeCustomId({ kind: 'open', game: record.id }),
                label: secret ? secretWords(secretKind).button : 'Open my panel',
                emoji: { name: secret ? '🔒' : '🃏' },
              },
              {
                type: ComponentType.Button,
                style: ButtonStyle.Secondary,
                custom_id: encodeCustomId({ kind: 'score', game: record.id }),
                label: 'Score',
              },
            ],
          },
        ]
      : record.status === 'finished'
        ? [turningPointsRow(record.id)]
        : [],
    // Without new data the picture already attached to the message stays and is only referred to.
    ...(picture?.data ? { files: [{ name: picture.name, data: picture.data }] } : {}),
  };
}
