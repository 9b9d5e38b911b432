/**
 * The bare baseline of bench:api: a Fastify server with nothing but two routes answering recorded bytes
 * (the same body and headers Powerplay answered), run as its own process like the server it is compared
 * with. Usage: node --import tsx bare-api.ts <port> <recording.json>
 */
import { readFileSync } from 'node:fs';
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
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
