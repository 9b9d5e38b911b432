import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

/**
 * The embeddable widgets' own build: plain TypeScript and DOM, no React, written into the
 * web app's dist under `embed/` (after the app's build, which empties dist). Two passes:
 * - the widgets (`vite build -c vite.embed.config.ts`): one module entry per widget, hashed, with a
 *   manifest the server reads to write each widget's HTML shell;
 * - `--mode loader`: `embed.js`, the script partners paste, one unhashed classic script (an IIFE: it
 *   runs on their pages, maybe twice).
 */
const root = fileURLToPath(new URL('./embed', import.meta.url));
const widgets = ['countdown', 'draw', 'scoreboard', 'draft'];

export default defineConfig(({ mode }) => {
  const outDir = process.env.EMBED_OUT_DIR ?? path.join(root, '..', 'dist', 'embed');
  const shared = { root, base: '/embed/', publicDir: false as const };
  if (mode === 'loader') {
    return {
      ...shared,
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2020',
        lib: {
          entry: path.join(root, 'embed.ts'),
          formats: ['iife' as const],
          name: 'powerplayEmbed',
          fileName: () => 'embed.js',
        },
      },
    };
  }
  return {
    ...shared,
    plugins: [precompress()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: Object.fromEntries(widgets.map((w) => [w, path.join(root, `${w}.ts`)])) },
    },
  };
});
