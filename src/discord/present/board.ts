/**
 * The public board: one embed built only from `view(state, 'public')` and the seat owners, edited in
 * place after every change. It never sees a hand, a deck order or an unrevealed bid.
 */
import type { APIEmbed } from 'discord.js';
import { ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { GAME, POLICY_NAMES } from '../../data/tables.ts';
import { type GameView, score, view } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { gameLocale } from '../locale.ts';
import { historicalEventField } from './historical-events.ts';
import { crisisField, moduleClassLines } from './modules.ts';
import { CLASS_EMOJI, kindText, phaseName, seatHolder, secretWords } from './text.ts';
import { turningPointsRow } from './turning-points.ts';

const COLOR = { playing: 0xb22222, finished: 0x2e8b57, abandoned: 0x808080, lobby: 0x4169e1 } as const;

function classLines(v: GameView, seat: ClassId, l: GameLocale): string {
  const workers = v.workers.filter((w) => w.cls === seat).length;
  switch (seat) {
    case 'working':
    case 'middle': {
      const c = v.classes[seat];
      return t(l, 'board.workingLines', { ...c, workers, hand: c.handSize });
    }
    case 'capitalist': {
      const c = v.classes.capitalist;
      const companies = v.companies.filter((co) => co.owner === 'capitalist').length;
      return t(l, 'board.capitalistLines', { ...c, companies, hand: c.handSize });
    }
    case 'state': {
      const c = v.classes.state;
      return t(l, 'board.stateLines', {
        ...c.legitimacy,
        influence: c.influence,
        loans: c.loans,
        hand: c.handSize,
      });
    }
  }
}

function policiesText(v: GameView, l: GameLocale): string {
  const words = gameWords(l);
  return (Object.keys(POLICY_NAMES) as unknown as Array<keyof typeof POLICY_NAMES>)
    .map((p) => {
      const bill = v.bills[p];
      return t(l, 'board.policy', {
        number: p,
        name: words.policies[p],
        section: v.policies[p],
        bill: bill ? t(l, 'board.bill', { section: bill.section, class: words.classes[bill.owner] }) : '',
      });
    })
    .join('\n');
}

function voteText(record: GameRecord, v: GameView, l: GameLocale): string | null {
  const vote = v.vote;
  if (!vote) return null;
  const words = gameWords(l);
  const sides = (Object.entries(vote.sides) as Array<[ClassId, string]>)
    .map(
      ([cls, side]) =>
        `${words.classes[cls]} ${t(l, side === 'for' ? 'board.side.for' : 'board.side.against')}`,
    )
    .join(', ');
  const answered = vote.answered.map((cls) => `✅ ${words.classes[cls]}`).join(' · ');
  const bidding = v.waitingFor.filter((w) => w.secret).map((w) => `⏳ ${seatHolder(record, w.seat, l)}`);
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  const target = changes
    .map((c) =>
      t(l, 'board.voteTarget', {
        number: c.policy,
        name: words.policies[c.policy as keyof typeof POLICY_NAMES],
        section: c.section,
      }),
    )
    .join(t(l, 'board.and'));
  return [
    t(l, vote.changes ? 'board.specialElection' : 'board.billOf', {
      target,
      class: words.classes[vote.proposer],
    }),
    sides ? t(l, 'board.sides', { sides }) : null,
    answered || bidding.length
      ? t(l, 'board.secretBids', { bids: [answered, ...bidding].filter(Boolean).join(' · ') })
      : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Who the game waits for, one line per seat, with the player mentioned (an embed does not ping). */
export function waitingText(record: GameRecord, v: GameView, l: GameLocale = 'en'): string {
  if (v.waitingFor.length === 0) return t(l, 'board.nobody');
  return v.waitingFor
    .map((w) =>
      t(l, 'board.waiting', {
        emoji: CLASS_EMOJI[w.seat],
        holder: seatHolder(record, w.seat, l),
        class: gameWords(l).classes[w.seat],
        secret: w.secret ? '🔒 ' : '',
        kind: kindText(w.kind, l),
      }),
    )
    .join('\n');
}

/** The board's embed, in the game's language. */
export function boardEmbed(record: GameRecord, publicView?: GameView): APIEmbed {
  const l = gameLocale(record);
  const words = gameWords(l);
  const state = record.state;
  if (!state) throw new Error('boardEmbed needs a started game');
  const v = publicView ?? view(state, 'public');
  const over = record.status !== 'playing';
  const title =
    record.status === 'abandoned'
      ? t(l, 'board.abandoned')
      : v.phase === 'game-over' || record.status === 'finished'
        ? t(l, 'board.gameOver')
        : t(l, 'board.round', { round: v.round, rounds: GAME.rounds, phase: phaseName(v.phase, l) });
  const turn = v.turn
    ? t(l, 'board.turn', {
        number: v.turn.number,
        turns: GAME.turnsPerRound,
        class: words.classes[v.turn.seat],
        holder: seatHolder(record, v.turn.seat, l),
      })
    : null;
  const fields: NonNullable<APIEmbed['fields']> = [];
  if (!over) fields.push({ name: t(l, 'board.waitingFor'), value: waitingText(record, v, l) });
  const vote = voteText(record, v, l);
  if (vote) fields.push({ name: t(l, 'board.vote'), value: vote });
  fields.push({ name: t(l, 'board.policies'), value: policiesText(v, l) });
  const historical = historicalEventField(v, l);
  if (historical && !over) fields.push(historical);
  for (const seat of v.seats) {
    fields.push({
      name: t(l, 'status.title', {
        emoji: CLASS_EMOJI[seat],
        class: words.classes[seat],
        vp: v.classes[seat].vp,
      }),
      value: [seatHolder(record, seat, l), classLines(v, seat, l), ...moduleClassLines(v, seat, l)].join(
        '\n',
      ),
      inline: true,
    });
  }
  const crisis = crisisField(v, l);
  if (crisis) fields.push(crisis);
  const ps = v.publicServices;
  fields.push({
    name: t(l, 'board.treasury'),
    value: t(l, 'board.treasuryLines', {
      treasury: v.treasury,
      loans: v.treasuryLoans ? t(l, 'board.treasuryLoans', { loans: v.treasuryLoans }) : '',
      multiplier: v.taxMultiplier,
      health: ps.health,
      education: ps.education,
      influence: ps.influence,
    }),
  });
  if (over && state) {
    const sheets = score(state).sort((a, b) => b.total - a.total);
    const winners = new Set(v.winners ?? []);
    fields.unshift({
      name: t(l, record.status === 'abandoned' ? 'board.scoresAbandoned' : 'board.finalScores'),
      value: sheets
        .map((s) =>
          t(l, 'board.scoreLine', {
            trophy: winners.has(s.cls) ? '🏆 ' : '',
            class: words.classes[s.cls],
            holder: seatHolder(record, s.cls, l),
            vp: s.total,
          }),
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
      text: t(l, 'board.footer', {
        id: record.id,
        version: v.version,
        next: t(l, over ? 'board.footerOver' : 'board.footerPlaying'),
      }),
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
  const l = gameLocale(record);
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
                label: secret ? secretWords(secretKind, l).button : t(l, 'board.openPanel'),
                emoji: { name: secret ? '🔒' : '🃏' },
              },
              {
                type: ComponentType.Button,
                style: ButtonStyle.Secondary,
                custom_id: encodeCustomId({ kind: 'score', game: record.id }),
                label: t(l, 'board.score'),
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
