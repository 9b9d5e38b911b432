import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser we support has <link rel=modulepreload>.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': proxyTo, '/healthz': proxyTo },
  },
  preview: { port: 4173 },
});
