/**
 * What the whole channel could see: every public message body the bot sent (creations and every
 * edit, not only the final versions), with file names, in the order sent. Ephemeral replies,
 * updates of ephemeral panels and autocomplete results are private and left out.
 */
import type { FakeDiscord, InteractionResult, RecordedCall } from '../../src/local-discord/index.ts';

export interface PublicText {
  seq: number;
  route: string;
  text: string;
}

const EPHEMERAL = 64;

function flagsOf(body: unknown): number {
  const data = (body as { data?: { flags?: number }; flags?: number } | undefined) ?? {};
  return data.data?.flags ?? data.flags ?? 0;
}

function isPublic(
  call: RecordedCall,
  fake: FakeDiscord,
  results: Map<string, InteractionResult>,
  byToken: Map<string, InteractionResult>,
): boolean {
  if (call.status >= 400) return false;
  switch (call.route) {
    case 'POST /channels/:channel/messages':
    case 'PATCH /channels/:channel/messages/:message':
      return true;
    case 'POST /interactions/:interaction/:token/callback': {
      const body = call.body as { type: number; data?: { flags?: number } };
      if (body.type === 4 || body.type === 5) return (flagsOf(body) & EPHEMERAL) === 0;
      if (body.type === 7) {
        const result = results.get(call.interactionId ?? '');
        const pressed = (result?.interaction as { message?: { id: string; flags?: number } } | undefined)
          ?.message;
        const message = pressed ? fake.message(pressed.id) : undefined;
        if (message) return !message.ephemeral;
        // Deleted since (an old board): the interaction said what the message was.
        if (!pressed) throw new Error(`leak check: cannot tell whether update ${call.seq} is public`);
        return ((pressed.flags ?? 0) & EPHEMERAL) === 0;
      }
      return false; // 6 deferred update, 8 autocomplete (only the typer sees it), 9 modal
    }
    default: {
      if (!call.route.startsWith('POST /webhooks') && !call.route.startsWith('PATCH /webhooks')) return false;
      const token = call.path.split('/')[3] ?? '';
      const result = byToken.get(token);
      if (!result) throw new Error(`leak check: unknown webhook token in call ${call.seq}`);
      if (call.route.startsWith('POST')) return (flagsOf(call.body) & EPHEMERAL) === 0;
      return !result.ephemeral;
    }
  }
}

export function publicTexts(fake: FakeDiscord, all: readonly InteractionResult[]): PublicText[] {
  const results = new Map(all.map((r) => [r.interaction.id, r]));
  const byToken = new Map(all.map((r) => [r.interaction.token, r]));
  return fake.calls
    .filter((call) => isPublic(call, fake, results, byToken))
    .map((call) => ({
      seq: call.seq,
      route: call.route,
      text: JSON.stringify(call.body ?? {}) + call.files.map((f) => ` file:${f.name}`).join(''),
    }));
}
