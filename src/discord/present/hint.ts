/**
 * `/hegemony hint`: the AI's suggestion for the player's current question, privately, with its
 * estimated effect — how often the seat won the games the AI imagined after each answer — and
 * never played for them.
 */
import type { AiThought } from '../../ai/pool.ts';
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import type { Question } from '../../engine/index.ts';
import type { MessagePayload } from '../limits.ts';
import { kindText } from './text.ts';

/** Answers listed besides the suggestion. */
const OTHERS_SHOWN = 2;

const percent = (x: number) => `${Math.round(x * 100)} %`;

export function hintMessage(seat: ClassId, question: Question, thought: AiThought): MessagePayload {
  const best = thought.estimates[0];
  const label = question.options.find((o) => o.id === thought.answer)?.label ?? thought.answer;
  const lines = [`🧠 **Hint** for the ${CLASS_NAMES[seat]} — ${kindText(question.kind)}:`, `**${label}**`];
  if (question.options.length === 1) lines.push('It is the only answer offered.');
  else if (!best || best.playouts === 0)
    lines.push("The AI's rule of thumb: there was no time to imagine games from here.");
  else {
    lines.push(
      `Estimated effect: the ${CLASS_NAMES[seat]} won ${percent(best.wins)} of ${best.playouts} games the AI imagined after it.`,
    );
    const others = thought.estimates.slice(1).filter((e) => e.playouts > 0);
    for (const e of others.slice(0, OTHERS_SHOWN))
      lines.push(`• ${e.label}: won ${percent(e.wins)} of ${e.playouts}.`);
  }
  lines.push(
    '-# Only you see this. The AI read what your seat sees, nothing hidden; nothing was played for you.',
  );
  return { content: lines.join('\n') };
}
