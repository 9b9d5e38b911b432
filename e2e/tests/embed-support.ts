// A partner's site for the widget journeys (embed.spec.ts): a tiny HTTP server on a port of its own,
// so its origin (http://127.0.0.1:<port>) differs from the site's (http://localhost:<E2E_PORT>).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerSite {
  origin: string;
  /** The page that pastes these snippets. */
  setPage(snippets: string[]): void;
  close(): Promise<void>;
}

/** Serves one page at `/`: a heading, the snippets as a partner pastes them, some text after. */
export async function startPartnerSite(): Promise<PartnerSite> {
  let body = '';
  const server = createServer((request, response) => {
    if (request.url !== '/' && !request.url?.startsWith('/?')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head>` +
        `<body><main><h1>Our partner page</h1>${body}<p id="after">After the widgets</p></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setPage(snippets) {
      body = snippets.map((s) => `<section>${s}</section>`).join('');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
