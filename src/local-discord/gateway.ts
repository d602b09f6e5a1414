import { randomBytes } from 'node:crypto';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  type GatewayGuildCreateDispatchData,
  type GatewayIdentifyData,
  GatewayOpcodes,
  type GatewayReadyDispatchData,
  type GatewayResumeData,
} from 'discord-api-types/v10';
import type { RawData, WebSocket } from 'ws';

/**
 * Close codes after which @discordjs/ws does not resume the session: it identifies afresh (1000,
 * 4003, 4005, 4007, 4008) or gives up (4004, 4010–4014). After any other code it resumes.
 */
const SESSION_ENDING_CLOSE_CODES: readonly number[] = [
  1000,
  GatewayCloseCodes.NotAuthenticated,
  GatewayCloseCodes.AuthenticationFailed,
  GatewayCloseCodes.AlreadyAuthenticated,
  GatewayCloseCodes.InvalidSeq,
  GatewayCloseCodes.RateLimited,
  GatewayCloseCodes.InvalidShard,
  GatewayCloseCodes.ShardingRequired,
  GatewayCloseCodes.InvalidAPIVersion,
  GatewayCloseCodes.InvalidIntents,
  GatewayCloseCodes.DisallowedIntents,
];

/** A shard, as IDENTIFY names it: its id and the bot's number of shards. */
export type ShardSpec = readonly [id: number, count: number];

/** The shard Discord sends a guild's events to: `(guild_id >> 22) % count` (shard 0 for DMs). */
export function shardOf(guildId: string | undefined, count: number): number {
  return guildId ? Number((BigInt(guildId) >> 22n) % BigInt(count)) : 0;
}

/** What the gateway needs from the rest of the fake. */
export interface GatewayHost {
  readonly token: string;
  readonly heartbeatIntervalMs: number;
  /** The `ws://` URL clients connect and resume to. */
  url(): string;
  /** READY's body (minus session fields) for a shard, built when a client identifies. */
  ready(shard: ShardSpec): Omit<GatewayReadyDispatchData, 'session_id' | 'resume_gateway_url'>;
  /** One GUILD_CREATE per guild of the shard, with every member known at identify time. */
  guildCreates(shard: ShardSpec): GatewayGuildCreateDispatchData[];
}

interface SentDispatch {
  readonly s: number;
  readonly t: string;
  readonly d: unknown;
}

/**
 * One identified bot session. It outlives its socket: after the fake drops the connection, the client
 * resumes it and receives the dispatches it missed.
 */
interface Session {
  readonly id: string;
  /** The shard it identified as ([0, 1] when IDENTIFY named none): it gets its guilds' events only. */
  readonly shard: ShardSpec;
  socket: WebSocket | undefined;
  seq: number;
  /** Every dispatch sent in this session, replayed from the client's last sequence on RESUME. */
  readonly sent: SentDispatch[];
  /** The client closed it (e.g. `client.destroy()`), so nothing more is delivered to it. */
  ended: boolean;
}

/** Per-socket state before and after IDENTIFY/RESUME. */
interface Connection {
  session: Session | undefined;
  /** The fake closed this socket with a resumable code (to test RESUME): the session stays alive. */
  droppedByServer: boolean;
}

/**
 * The fake Discord Gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeat ACKs, RESUME → replay
 * + RESUMED, and dispatch of events to every live session, as JSON text frames
 * (@discordjs/ws parses text frames whatever compression it asked for).
 */
export class Gateway {
  /** Every IDENTIFY received, token included, in order. */
  readonly identifies: GatewayIdentifyData[] = [];
  private readonly sessions = new Map<string, Session>();
  private readonly connections = new Map<WebSocket, Connection>();

  constructor(private readonly host: GatewayHost) {}

  /** Whether some bot is identified and connected right now. */
  get connected(): boolean {
    return this.liveSessions > 0;
  }

  /** Bots identified and connected right now. */
  get liveSessions(): number {
    return [...this.sessions.values()].filter((s) => !s.ended && s.socket !== undefined).length;
  }

  /** How many dispatches went to one session only, to take turns. */
  private turns = 0;

  accept(socket: WebSocket): void {
    const connection: Connection = { session: undefined, droppedByServer: false };
    this.connections.set(socket, connection);
    socket.on('message', (data) => this.receive(socket, connection, data));
    socket.on('close', () => {
      this.connections.delete(socket);
      const session = connection.session;
      if (!session || session.socket !== socket) return;
      session.socket = undefined;
      if (!connection.droppedByServer) session.ended = true;
    });
    this.send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.host.heartbeatIntervalMs } });
  }

  /**
   * Sends a dispatch event to every live session of the shard its guild belongs to (normally the
   * one connected bot). A session whose connection the fake dropped still counts: it gets the event
   * when it resumes.
   */
  /** Sends a dispatch to the bot(s); returns to how many connections it went. */
  dispatch(event: GatewayDispatchEvents, data: unknown, to: 'every' | 'one' | number = 'every'): number {
    const guildId = (data as { guild_id?: string } | null)?.guild_id;
    const live = [...this.sessions.values()].filter(
      (s) => !s.ended && s.shard[0] === shardOf(guildId, s.shard[1]),
    );
    if (live.length === 0) {
      throw new Error(
        `fake Discord: cannot dispatch ${event}, no bot is connected to the gateway${guildId ? ` for guild ${guildId}'s shard` : ''}`,
      );
    }
    if (to === 'every') {
      for (const session of live) this.sendDispatch(session, event, data);
      return live.length;
    } else {
      const n = to === 'one' ? this.turns++ : to;
      this.sendDispatch(live[n % live.length] as Session, event, data);
      return 1;
    }
  }

  /**
   * Closes every bot connection with `code`. After 4000 (the default) discord.js reconnects and
   * resumes, so the session stays alive; after other codes it identifies afresh or gives up.
   */
  dropConnections(code: number = GatewayCloseCodes.UnknownError): void {
    for (const [socket, connection] of this.connections) {
      connection.droppedByServer = !SESSION_ENDING_CLOSE_CODES.includes(code);
      socket.close(code, 'Closed by the fake Discord');
    }
  }

  /** Ends everything, for `fake.stop()`. */
  close(): void {
    for (const socket of this.connections.keys()) socket.terminate();
    this.connections.clear();
  }

  private receive(socket: WebSocket, connection: Connection, data: RawData): void {
    let payload: { op?: unknown; d?: unknown };
    try {
      payload = JSON.parse(data.toString());
    } catch {
      socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      return;
    }
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.send(socket, { op: GatewayOpcodes.HeartbeatAck });
        return;
      case GatewayOpcodes.Identify:
        this.identify(socket, connection, payload.d as GatewayIdentifyData);
        return;
      case GatewayOpcodes.Resume:
        this.resume(socket, connection, payload.d as GatewayResumeData);
        return;
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
      case GatewayOpcodes.RequestGuildMembers:
        // Accepted and ignored: nothing in the fake depends on them.
        if (!connection.session) socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
        return;
      default:
        socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
    }
  }

  private identify(socket: WebSocket, connection: Connection, data: GatewayIdentifyData): void {
    this.identifies.push(data);
    if (connection.session) {
      socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
      return;
    }
    if (data?.token !== this.host.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const shard: ShardSpec = data.shard ?? [0, 1];
    if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return;
    }
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      shard,
      socket,
      seq: 0,
      sent: [],
      ended: false,
    };
    this.sessions.set(session.id, session);
    connection.session = session;
    const ready: GatewayReadyDispatchData = {
      ...this.host.ready(shard),
      session_id: session.id,
      resume_gateway_url: this.host.url(),
    };
    this.sendDispatch(session, GatewayDispatchEvents.Ready, ready);
    for (const guild of this.host.guildCreates(shard))
      this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, guild);
  }

  private resume(socket: WebSocket, connection: Connection, data: GatewayResumeData): void {
    const session = this.sessions.get(data?.session_id);
    if (data?.token !== this.host.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    if (!session || session.ended) {
      // `d: false`: the session cannot be resumed, so the client identifies afresh.
      this.send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return;
    }
    session.socket = socket;
    connection.session = session;
    for (const missed of session.sent.filter((sent) => sent.s > data.seq))
      this.send(socket, { op: GatewayOpcodes.Dispatch, ...missed });
    this.sendDispatch(session, GatewayDispatchEvents.Resumed, {});
  }

  private sendDispatch(session: Session, event: string, data: unknown): void {
    const dispatch = { s: ++session.seq, t: event, d: data };
    session.sent.push(dispatch);
    if (session.socket) this.send(session.socket, { op: GatewayOpcodes.Dispatch, ...dispatch });
  }

  private send(socket: WebSocket, payload: object): void {
    // Every frame carries s and t, null when not a dispatch, as Discord's do.
    socket.send(JSON.stringify({ s: null, t: null, ...payload }));
  }
}
