/**
 * The bare baseline of bench:api: a Fastify server with nothing but two routes answering recorded bytes
 * (the same body and headers Powerplay answered), run as its own process like the server it is compared
 * with. Usage: node --import tsx bare-api.ts <port> <recording.json>
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify, { type FastifyReply } from 'fastify';

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}
const [port, file] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file!, 'utf8')) as { read: Recorded; write: Recorded };

const app = Fastify({ logger: false });
const answer = (r: Recorded) => (_request: unknown, reply: FastifyReply) =>
  reply.status(r.status).headers(r.headers).send(r.body);
app.get('/read', answer(recorded.read));
// The write's JSON body is parsed, as Powerplay's is.
app.put('/write', answer(recorded.write));
// Its event-loop delay, measured as Powerplay's /metrics measures it (prom-client: 10 ms resolution, the
// p99 since the previous ask), answered to each 'loop' message.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (m) => {
  if (m !== 'loop') return;
  process.send?.({ loopP99: delay.percentile(99) / 1e6 });
  delay.reset();
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
