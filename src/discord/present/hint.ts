/**
 * `/hegemony hint`: the AI's suggestion for the player's current question, privately, with its
 * estimated effect — how often the seat won the games the AI imagined after each answer — and
 * never played for them.
 */
import type { AiThought } from '../../ai/pool.ts';
import type { ClassId } from '../../data/common.ts';
import type { Question } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { MessagePayload } from '../limits.ts';
import { questionInWords } from './menu.ts';
import { kindText } from './text.ts';

/** Answers listed besides the suggestion. */
const OTHERS_SHOWN = 2;

const percent = (x: number) => `${Math.round(x * 100)} %`;

/** The hint in `l`, its reader's language. */
export function hintMessage(
  l: GameLocale,
  seat: ClassId,
  question: Question,
  thought: AiThought,
): MessagePayload {
  const best = thought.estimates[0];
  const cls = gameWords(l).classes[seat];
  // The answers by their option's words in the reader's language (the AI's labels are its own).
  const options = questionInWords(question, l).options;
  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? id;
  const label = labelOf(thought.answer);
  const lines = [t(l, 'hint.head', { class: cls, asked: kindText(question.kind, l) }), `**${label}**`];
  if (question.options.length === 1) lines.push(t(l, 'hint.only'));
  else if (!best || best.playouts === 0) lines.push(t(l, 'hint.noTime'));
  else {
    lines.push(t(l, 'hint.effect', { class: cls, percent: percent(best.wins), playouts: best.playouts }));
    const others = thought.estimates.slice(1).filter((e) => e.playouts > 0);
    for (const e of others.slice(0, OTHERS_SHOWN))
      lines.push(
        t(l, 'hint.other', { label: labelOf(e.id), percent: percent(e.wins), playouts: e.playouts }),
      );
  }
  lines.push(t(l, 'hint.footer'));
  return { content: lines.join('\n') };
}
