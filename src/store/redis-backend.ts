/**
 * The Redis backend (STORE_URL=redis://…): one connection (node-redis pipelines what is asked at
 * once), values as plain strings under `<prefix><key>`, and every key also listed in one sorted
 * set, `<prefix>#keys`, so that the keys under a prefix are one ZRANGEBYLEX, in order, and never a
 * SCAN of the whole database.
 *
 * A commit is one Lua script: Redis runs it whole with nothing else in between, so the check (GET,
 * compare) and the writes (SET or DEL, and the index) are one step, across every process on the
 * server. The script checks everything before it writes anything, and is declared with `#!lua`,
 * so a server out of memory refuses it before it starts: a failed commit writes nothing.
 *
 * Commands are never queued while the connection is down (`disableOfflineQueue`): they fail at
 * once, and the store says so, instead of hanging or being sent later when nobody waits for them.
 * There is no client-side time-out on a command: a command given up on by the client could still
 * run on the server after the player was told it had not.
 */
import { createClient, type RedisClientType } from '@redis/client';
import type { Backend, Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';
import { after, splitUrl } from './store-url.ts';

const COMMIT = `#!lua
-- KEYS: the index, the checked key (unless ARGV[1] is '-'), then the keys written.
-- ARGV: '-' (no check), '0' (the checked key must not exist) or '1' (it must hold ARGV[2]);
--       the key prefix (the index lists keys without it); then, for each key written, 's' and
--       its value, or 'd' to delete it.
-- Every check comes before any write: a commit whose check fails writes nothing.
local mode = ARGV[1]
local first = 2
if mode ~= '-' then
  local current = redis.call('GET', KEYS[2])
  if mode == '0' then
    if current then return 0 end
  elseif current ~= ARGV[2] then
    return 0
  end
  first = 3
end
local prefixLength = string.len(ARGV[3])
for i = first, #KEYS do
  local op = ARGV[i - first + 4]
  local short = string.sub(KEYS[i], prefixLength + 1)
  if string.sub(op, 1, 1) == 's' then
    redis.call('SET', KEYS[i], string.sub(op, 2))
    redis.call('ZADD', KEYS[1], 0, short)
  else
    redis.call('DEL', KEYS[i])
    redis.call('ZREM', KEYS[1], short)
  end
end
return 1`;

/** Before the first connection, how many tries before the backend says Redis cannot be reached. */
const CONNECT_TRIES = 5;

export class RedisBackend implements Backend {
  private sha = '';

  private constructor(
    private readonly client: RedisClientType,
    private readonly prefix: string,
  ) {}

  /** Connects; `redis://[user:password@]host:port[/db]`, with `?prefix=` for the key prefix. */
  static async open(url: string): Promise<RedisBackend> {
    const { url: address, params } = splitUrl(url, []);
    let connected = false;
    const client = createClient({
      url: address,
      disableOfflineQueue: true,
      socket: {
        // Back off up to 2 s between tries for ever once connected; at the start, give up soon.
        reconnectStrategy: (retries, cause) =>
          !connected && retries >= CONNECT_TRIES ? cause : Math.min(50 * 2 ** retries, 2000),
      },
    }) as RedisClientType;
    // Each failed command rejects with its own error; the client's error event adds nothing.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      throw new StoreUnavailableError('read', error);
    }
    connected = true;
    const backend = new RedisBackend(client, params.prefix as string);
    backend.sha = await backend.run('read', () => client.scriptLoad(COMMIT));
    return backend;
  }

  /** Runs a command; any failure is a StoreUnavailableError, never an answer. */
  private async run<T>(op: 'read' | 'write', command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new StoreUnavailableError(op, error);
    }
  }

  private get index() {
    return `${this.prefix}#keys`;
  }

  async get(key: string): Promise<string | undefined> {
    const value = await this.run('read', () => this.client.get(this.prefix + key));
    return value ?? undefined;
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    if (keys.length === 0) return [];
    const values = await this.run('read', () => this.client.mGet(keys.map((k) => this.prefix + k)));
    return values.map((v) => v ?? undefined);
  }

  async keys(prefix: string): Promise<string[]> {
    const [min, max] = prefix === '' ? ['-', '+'] : [`[${prefix}`, `(${after(prefix)}`];
    return this.run('read', () => this.client.zRangeByLex(this.index, min, max));
  }

  async commit(writes: readonly Write[], check?: Check): Promise<boolean> {
    const keys = [
      this.index,
      ...(check ? [this.prefix + check.key] : []),
      ...writes.map((w) => this.prefix + w.key),
    ];
    const mode = !check ? '-' : check.value === undefined ? '0' : '1';
    const ops = writes.map((w) => (w.value === null ? 'd' : `s${w.value}`));
    const script = { keys, arguments: [mode, check?.value ?? '', this.prefix, ...ops] };
    const result = await this.run('write', async () => {
      try {
        return await this.client.evalSha(this.sha, script);
      } catch (error) {
        // The server forgot the script (it restarted, or SCRIPT FLUSH): it did not run, so send it again.
        if (!String(error).includes('NOSCRIPT')) throw error;
        this.sha = await this.client.scriptLoad(COMMIT);
        return this.client.evalSha(this.sha, script);
      }
    });
    return result === 1;
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => this.client.destroy());
  }
}
