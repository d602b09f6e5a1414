/**
 * What was worked out about a finished game after it ended (its turning points, src/ai/), kept
 * beside the game's archive under `hindsight:<guild>:<game>`. The store keeps the value as it is
 * given; the table knows its shape.
 */
import type { Backend } from './backend.ts';
import { decodeValue, encodeValue } from './codec.ts';

export class HindsightStore {
  constructor(private readonly backend: Backend) {}

  private key(guildId: string, gameId: string) {
    return `hindsight:${guildId}:${gameId}`;
  }

  async get(guildId: string, gameId: string): Promise<unknown> {
    const raw = await this.backend.get(this.key(guildId, gameId));
    return raw === undefined ? undefined : decodeValue(raw);
  }

  async put(guildId: string, gameId: string, value: unknown): Promise<void> {
    await this.backend.commit([{ key: this.key(guildId, gameId), value: encodeValue(value) }]);
  }
}
