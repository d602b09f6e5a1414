/**
 * The operator's HTTP port (METRICS_PORT, off unless set): `GET /health` answers 200 while the bot
 * is connected to Discord (every shard, under a shard manager) and 503 otherwise, with a short
 * JSON body saying why; `GET /metrics` gives the Prometheus metrics. Nothing else is served, and
 * nothing served names a guild, a user or a game.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

export interface OpsEndpoints {
  health(): { ok: boolean; body: unknown };
  metrics(): Promise<{ contentType: string; text: string }>;
}

export async function serveOps(port: number, host: string, endpoints: OpsEndpoints): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET') {
      res.writeHead(405).end();
    } else if (path === '/health') {
      const { ok, body } = endpoints.health();
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else if (path === '/metrics') {
      endpoints.metrics().then(
        ({ contentType, text }) => res.writeHead(200, { 'content-type': contentType }).end(text),
        (error: unknown) => res.writeHead(500).end(`metrics failed: ${String(error)}`),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}
