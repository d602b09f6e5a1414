/**
 * Several small steps in one tap. Where an option of a question leads straight to another question
 * of the same seat (a Company, then its Wage; a Basic Action, then the card to discard; a place,
 * then the Worker who takes it), the panel shows that option as a menu of the next question's
 * options, and a pick sends both answers as one sequence (the table's applyAll). A question
 * answered several times in a row (Adjust Wages and Prices, Swap Workers, buying, selling,
 * assigning) is one menu where several can be picked at once, then Done is said for the player.
 * "All at the minimum" sets every Wage or price to the lowest the engine offers, in one step.
 * Nothing here decides what is legal: the engine is asked, option by option, and a sequence is
 * checked by applying it; one that does not apply is refused with the engine's own sentence.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import type { ClassId, Good } from '../../data/common.ts';
import { apply, type GameState, type Option, type Question, view } from '../../engine/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { fingerprint, type QuestionRef, questionFor } from '../../table/questions.ts';
import { AT_MINIMUM, answerId, encodeCustomId, PAIR_PAGE, PAIRS_PAGE } from '../custom-id.ts';
import { clip, LIMITS } from '../limits.ts';
import { questionInWords, type WordedOption, type WordedQuestion } from './menu.ts';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Questions whose options may lead straight to a question of their own (probed with the engine). */
const STEPPED = new Set(['wages.pick', 'build.company', 'assign.pick', 'buy.seller', 'turn']);

/**
 * The options of `q` that lead at once to another kind of question for the same seat, with that
 * question, found by applying each to a copy of the game. An option that reveals anything hidden
 * (a card drawn) is never looked past: its next question is asked on its own.
 */
export function followUps(state: GameState, seat: ClassId, q: Question): Map<number, Question> {
  const found = new Map<number, Question>();
  if (!STEPPED.has(q.kind) || q.secret) return found;
  q.options.forEach((o, i) => {
    if (o.tone === 'quiet' || (q.kind === 'turn' && o.group !== 'basic')) return;
    const applied = apply(state, seat, o.id);
    if (!applied.ok || applied.revealed) return;
    const next = questionFor(applied.state, seat);
    if (!next || next.kind === q.kind || next.secret || next.options.length > LIMITS.selectOptions) return;
    found.set(i, next);
  });
  return found;
}

/** A select option's value for an option id: the id when it fits, else its index (`~3`). */
function optionValue(o: Option, index: number): string {
  return o.id.length <= LIMITS.selectOptionText && !o.id.startsWith('~') ? o.id : `~${index}`;
}

function selectOption(label: string, value: string, description?: string): APISelectMenuOption {
  return {
    label: clip(label, LIMITS.selectOptionText),
    value,
    ...(description ? { description: clip(description, LIMITS.selectOptionText) } : {}),
  };
}

const select = (custom_id: string, placeholder: string, options: APISelectMenuOption[]): Row => ({
  type: ComponentType.ActionRow,
  components: [
    {
      type: ComponentType.StringSelect,
      custom_id,
      placeholder: clip(placeholder, LIMITS.selectPlaceholder),
      min_values: 1,
      max_values: 1,
      options,
    },
  ],
});

/** The good an Adjust Prices option sets (its value is `[good, level]`). */
const goodOf = (o: Option): Good | null => (Array.isArray(o.value) ? (o.value[0] as Good) : null);

/**
 * The sequence of answers that sets every Wage (or price) the question offers to the lowest level
 * offered for it, where that is lower than now, then says done if asked; checked by applying it.
 * Null when nothing would change or the engine refuses the sequence.
 */
export function minimumAnswers(state: GameState, seat: ClassId, q: Question): string[] | null {
  const v = view(state, seat);
  const answers: string[] = [];
  if (q.kind === 'prices.pick') {
    const prices = (v.classes[seat] as { prices?: Record<Good, number> }).prices;
    for (const o of q.options) {
      const good = goodOf(o);
      const level = Array.isArray(o.value) ? (o.value[1] as number) : null;
      if (good && level === 0 && (prices?.[good] ?? 0) > 0) answers.push(o.id);
    }
  } else if (q.kind === 'wages.pick') {
    for (const [i, next] of followUps(state, seat, q)) {
      const company = q.options[i] as Option;
      const now = v.companies.find((c) => c.id === company.value)?.wage;
      const lowest = [...next.options].sort((a, b) => Number(a.value) - Number(b.value))[0];
      if (now !== undefined && lowest && Number(lowest.value) < now) answers.push(company.id, lowest.id);
    }
  } else return null;
  if (answers.length === 0) return null;
  let current = state;
  for (const answer of answers) {
    const applied = apply(current, seat, answer);
    if (!applied.ok) return null;
    current = applied.state;
  }
  // The Free Action goes on while something is left to change: end it, as "Done" would.
  const after = questionFor(current, seat);
  if (after?.kind === q.kind) {
    const done = after.options.find((o) => o.tone === 'quiet');
    if (!done) return null;
    answers.push(done.id);
  }
  return answers;
}

/**
 * The answers a two-step select's value stands for (its page says which: see PAIR_PAGE): the first
 * option, then the one picked after it. Null when the page is no two-step page or the value fits none.
 */
export function pairAnswers(
  state: GameState,
  seat: ClassId,
  q: Question,
  page: number,
  value: string,
): string[] | null {
  if (page < PAIRS_PAGE) return null;
  let i = page - PAIR_PAGE;
  let second = value;
  if (page < PAIR_PAGE) {
    const m = /^(\d{1,3})\.(\d{1,3})$/.exec(value);
    if (!m) return null;
    i = Number(m[1]);
    second = `~${m[2]}`;
  }
  const option = q.options[i];
  if (!option) return null;
  if (!second.startsWith('~')) return [option.id, second];
  const applied = apply(state, seat, option.id);
  const next = applied.ok ? questionFor(applied.state, seat) : undefined;
  const picked = next?.options[Number(second.slice(1))];
  return picked ? [option.id, picked.id] : null;
}

/**
 * Whether `q` is answered several times in a row: answering an option (and its next question,
 * if it has one) asks the same kind of question again, with a way out (Done). Such a question is
 * shown as one menu where several can be picked at once (checked by applying them in order).
 */
function loops(state: GameState, seat: ClassId, q: Question, steps: Map<number, Question>): boolean {
  if (q.secret || q.kind === 'turn') return false;
  const i = q.options.findIndex((o) => o.tone !== 'quiet');
  const first = q.options[i];
  if (!first) return false;
  let applied = apply(state, seat, first.id);
  if (!applied.ok || applied.revealed) return false;
  const follow = steps.get(i)?.options[0];
  if (follow) {
    applied = apply(applied.state, seat, follow.id);
    if (!applied.ok || applied.revealed) return false;
  }
  const next = questionFor(applied.state, seat);
  return next?.kind === q.kind && next.options.some((o) => o.tone === 'quiet');
}

/** The answer page of a menu where several options may be picked at once (values `i` or `i.j`). */
export const MULTI_PAGE = 96;

/**
 * The answers the picks of a several-at-once menu stand for, in the menu's order, then the way
 * out if the question is still asked: applied in turn to check them. A refusal is the engine's
 * own sentence; ours is in `l`, the reader's language.
 */
export function multiAnswers(
  l: GameLocale,
  state: GameState,
  seat: ClassId,
  q: Question,
  values: readonly string[],
): { answers: string[] } | { refused: string } {
  const steps = followUps(state, seat, q);
  const answers: string[] = [];
  const picks = [...values].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  for (const value of picks) {
    const m = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(value);
    const option = m ? q.options[Number(m[1])] : undefined;
    if (!m || !option || option.tone === 'quiet') return { refused: t(l, 'panel.notOnOffer') };
    answers.push(option.id);
    if (m[2] !== undefined) {
      const next = steps.get(Number(m[1]))?.options[Number(m[2])];
      if (!next) return { refused: t(l, 'panel.notOnOffer') };
      answers.push(next.id);
    }
  }
  let current = state;
  for (const answer of answers) {
    const applied = apply(current, seat, answer);
    if (!applied.ok) return { refused: applied.message };
    current = applied.state;
  }
  const after = questionFor(current, seat);
  const done = after?.kind === q.kind ? after.options.find((o) => o.tone === 'quiet') : undefined;
  if (done) answers.push(done.id);
  return { answers };
}

/** The menu of a question answered several times in a row: pick one or several at once. */
function multiMenu(
  q: WordedQuestion,
  steps: Map<number, WordedQuestion>,
  ref: QuestionRef,
  l: GameLocale,
): Row | null {
  const options: APISelectMenuOption[] = [];
  let firsts = 0;
  q.options.forEach((o, i) => {
    if (o.tone === 'quiet') return;
    firsts++;
    const next = steps.get(i);
    if (!next) options.push(selectOption(o.label, String(i), o.description));
    else
      next.options.forEach((n, j) => {
        options.push(selectOption(`${o.short ?? o.label} — ${n.label}`, `${i}.${j}`, n.description));
      });
  });
  if (options.length === 0 || options.length > LIMITS.selectOptions) return null;
  const row = select(
    encodeCustomId({ kind: 'select', ...ref, page: MULTI_PAGE }),
    t(l, 'panel.oneOrSeveral', { prompt: q.prompt }),
    options,
  );
  const menu = row.components[0] as { max_values?: number };
  menu.max_values = Math.min(firsts, options.length);
  return row;
}

/**
 * The panel's rows for a question that is quicker in one step, or null to show it as it comes.
 */
export function steppedRows(
  state: GameState,
  seat: ClassId,
  asked: Question,
  game: string,
  l: GameLocale = 'en',
): Row[] | null {
  const ref: QuestionRef = { game, seat, version: state.version, question: fingerprint(asked) };
  const menus: Row[] = [];
  const direct: number[] = [];
  const followed = followUps(state, seat, asked);
  // What the reader sees, in their words where those exist; ids and order stay the engine's.
  const q = questionInWords(asked, l);
  const steps = new Map([...followed].map(([i, next]) => [i, questionInWords(next, l)] as const));
  const multi = loops(state, seat, asked, followed) ? multiMenu(q, steps, ref, l) : null;
  if (multi) {
    menus.push(multi);
    q.options.forEach((o, i) => {
      if (o.tone === 'quiet') direct.push(i);
    });
  } else {
    if (steps.size === 0) return null;
    q.options.forEach((_, i) => {
      if (!steps.has(i)) direct.push(i);
    });
    if (steps.size <= 3) {
      for (const [i, next] of steps) {
        const o = q.options[i] as WordedOption;
        menus.push(
          select(
            encodeCustomId({ kind: 'select', ...ref, page: PAIR_PAGE + i }),
            `${o.label}: ${next.prompt}`,
            next.options.map((n, j) => selectOption(n.label, optionValue(n, j), n.description)),
          ),
        );
      }
    } else {
      // Every pair in menus of 25 (at most three), the same next answer listed once per option
      // (two copies of a card in hand are one choice).
      const options: APISelectMenuOption[] = [];
      for (const [i, next] of steps) {
        const o = q.options[i] as WordedOption;
        const seen = new Set<string>();
        next.options.forEach((n, j) => {
          if (seen.has(n.label)) return;
          seen.add(n.label);
          options.push(selectOption(`${o.short ?? o.label} — ${n.label}`, `${i}.${j}`, n.description));
        });
      }
      const size = LIMITS.selectOptions;
      if (options.length > 3 * size) return null;
      for (let n = 0; n * size < options.length; n++)
        menus.push(
          select(
            encodeCustomId({ kind: 'select', ...ref, page: PAIRS_PAGE + n }),
            t(l, n === 0 ? 'panel.choose' : 'panel.or'),
            options.slice(n * size, (n + 1) * size),
          ),
        );
    }
  }
  // The options that stand alone: buttons when few and short, else one menu of their own.
  const alone = direct.map((i) => [i, q.options[i] as WordedOption] as const);
  const asButtons = alone.filter(([, o]) => [...o.label].length <= LIMITS.buttonLabel && !o.description);
  const buttons =
    asButtons.length === alone.length && alone.length <= 4
      ? alone
      : alone.filter(([, o]) => o.tone === 'quiet').slice(0, 3);
  const listed = alone.filter(([i]) => !buttons.some(([b]) => b === i));
  const rows: Row[] = [];
  if (listed.length > LIMITS.selectOptions) return null;
  if (listed.length > 0)
    rows.push(
      select(
        encodeCustomId({ kind: 'select', ...ref, page: 9 }),
        t(l, 'panel.orChoose'),
        listed.map(([i, o]) => selectOption(o.label, optionValue(o, i), o.description)),
      ),
    );
  rows.push(...menus);
  const row: APIComponentInMessageActionRow[] = buttons.map(([i, o]) => ({
    type: ComponentType.Button,
    style: o.tone === 'quiet' ? ButtonStyle.Secondary : ButtonStyle.Primary,
    custom_id: answerId(ref, o.id, i),
    label: o.label,
  }));
  if (minimumAnswers(state, seat, asked))
    row.push({
      type: ComponentType.Button,
      style: ButtonStyle.Success,
      custom_id: encodeCustomId({ kind: 'answer', ...ref, option: { id: AT_MINIMUM } }),
      label: t(l, q.kind === 'prices.pick' ? 'panel.pricesAtMinimum' : 'panel.wagesAtMinimum'),
    });
  if (row.length > 0) rows.push({ type: ComponentType.ActionRow, components: row });
  return rows.length <= LIMITS.actionRows ? rows : null;
}
