/**
 * The Redis backend (STORE_URL=redis://…): @keyv/redis, on the one node-redis client it makes from
 * the options below (node-redis pipelines what is asked at once). Keyv reads every value by key
 * (GET, MGET); the rest runs on the adapter's client: values are plain strings under
 * `<prefix><key>`, and every key is also listed in one sorted set, `<prefix>#keys`, so that the keys
 * under a prefix are one ZRANGEBYLEX, in order, and never a SCAN of the whole database.
 *
 * Every write is one Lua script (a commit): Redis runs it whole with nothing else in between, so the
 * check (GET, compare) and the writes (SET or DEL, and the index) are one step, across every process
 * on the server. The script checks everything before it writes anything, and is declared with
 * `#!lua`, so a server out of memory refuses it before it starts: a failed commit writes nothing.
 * No write goes through Keyv's own set or delete, which would leave the index behind.
 *
 * Commands are never queued while the connection is down (`disableOfflineQueue`): they fail at
 * once, and the store says so, instead of hanging or being sent later when nobody waits for them.
 * There is no client-side time-out on a command: a command given up on by the client could still
 * run on the server after the player was told it had not.
 */
import KeyvRedis from '@keyv/redis';
import type { RedisClientType } from '@redis/client';
import type { Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';
import { KeyvBackend } from './keyv-backend.ts';
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

export class RedisBackend extends KeyvBackend {
  private sha = '';

  private constructor(
    private readonly adapter: KeyvRedis<string>,
    prefix: string,
  ) {
    super(adapter, prefix);
  }

  /** The adapter's client (a single client: the URL names one server). */
  private get client(): RedisClientType {
    return this.adapter.client as RedisClientType;
  }

  /** Connects; `redis://[user:password@]host:port[/db]`, with `?prefix=` for the key prefix. */
  static async open(url: string): Promise<RedisBackend> {
    const { url: address, params } = splitUrl(url, []);
    let connected = false;
    const adapter = new KeyvRedis<string>(
      {
        url: address,
        disableOfflineQueue: true,
        socket: {
          // Back off up to 2 s between tries for ever once connected; at the start, give up soon.
          reconnectStrategy: (retries: number, cause: Error) =>
            !connected && retries >= CONNECT_TRIES ? cause : Math.min(50 * 2 ** retries, 2000),
        },
      },
      // Its own flag: without it the adapter answers a failed read with "no such key".
      { throwOnErrors: true, throwOnConnectError: true },
    );
    // Each failed command rejects with its own error: the adapter's error events add nothing
    // (Keyv listens to them, and ignores them).
    const backend = new RedisBackend(adapter, params.prefix as string);
    try {
      await backend.client.connect();
    } catch (error) {
      throw new StoreUnavailableError('read', error);
    }
    connected = true;
    backend.sha = await backend.run('read', () => backend.client.scriptLoad(COMMIT));
    return backend;
  }

  private get index() {
    return `${this.prefix}#keys`;
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

  override async close(): Promise<void> {
    await super.close().catch(() => this.client.destroy());
  }
}
