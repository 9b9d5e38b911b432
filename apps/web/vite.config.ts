import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.POWERPLAY_API ?? 'http://localhost:3000';

// The server rejects cookie-authenticated mutations whose Origin is not its own (CSRF defence), so the
// dev proxy presents the API's origin instead of Vite's.
const proxyTo = {
  target: apiTarget,
  changeOrigin: true,
  configure: (proxy: {
    on: (
      event: 'proxyReq',
      cb: (req: { getHeader(n: string): unknown; setHeader(n: string, v: string): void }) => void,
    ) => void;
  }) => {
    proxy.on('proxyReq', (req) => {
      if (req.getHeader('origin')) req.setHeader('origin', apiTarget);
    });
  },
};

/**
 * Writes a brotli and a gzip copy beside every text asset of the build, once, at maximum compression:
 * the server sends the one the browser accepts (`preCompressed`) instead of compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'powerplay-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const body = Buffer.from(source);
        if (body.length < 1024) continue;
        const file = path.join(outDir, fileName);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser we support has <link rel=modulepreload>. The page's own imports are preloaded from
    // the HTML; lazy routes load their imports as they import them: a preload map for every route would
    // sit in the entry chunk every page loads (docs/decisions/012).
    // The libraries every page runs, one chunk: how the lazy chunks of the back office (Tiptap, Recharts)
    // share them must not split the landing page's scripts into more, smaller files (decision 027).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': proxyTo, '/healthz': proxyTo },
  },
  preview: { port: 4173 },
});
