/**
 * The baseline for bench:live: a bare Node HTTP server streaming balls as Server-Sent Events, nothing
 * else (no framework, no database, no logging). Run as a child process; the parent sends
 * `{ startAt, interval, balls, extra? }` and ball k is written to every open stream at startAt + (k−1)·interval,
 * in the same frame shape as Powerplay's `ball` event (with `extra`'s fields too: bench:sports sends a
 * real match, so its frames are as large as a `match` event). A late connect gets the draw's balls so far.
 */
import http from 'node:http';

const streams = new Set<http.ServerResponse>();
const drawn: string[] = [];

const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.write(`retry: 2000\n\n${drawn.join('')}`);
  streams.add(res);
  res.once('close', () => streams.delete(res));
});

process.on('message', (m: { startAt: number; interval: number; balls: number[]; extra?: object }) => {
  // A new draw: the previous one's balls are not replayed to its watchers.
  drawn.length = 0;
  m.balls.forEach((number, i) => {
    setTimeout(
      () => {
        const k = i + 1;
        const frame = `id: ${k}\nevent: ball\ndata: ${JSON.stringify({ ...m.extra, k, number, drawnAt: new Date().toISOString() })}\n\n`;
        drawn.push(frame);
        for (const res of streams) res.write(frame);
      },
      Math.max(0, m.startAt + i * m.interval - Date.now()),
    );
  });
});

// The same accept queue as Powerplay's (main.ts): a kernel setting, not framework work.
server.listen(Number(process.env.PORT), '127.0.0.1', 4096, () => process.send?.('listening'));
