import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * One config for both ways the app is served:
 * - `vite build` (tests and AWS serve `web/dist`);
 * - the local gateway's Vite middleware mode (`createServer({ configFile: 'web/vite.config.ts',
 *   server: { middlewareMode: true } })`), which may run from any working directory.
 * So every path is absolute, and nothing here depends on a port or a host.
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: webDir,
  // Absolute asset URLs: deep links such as /admin/users are answered with index.html (SPA fallback).
  base: '/',
  plugins: [
    // Must run before the React plugin: it generates the route tree and splits each route's component.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromWeb('./src/routes'),
      generatedRouteTree: fromWeb('./src/route-tree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  resolve: {
    // `source` first: @pitchside/shared resolves to its TypeScript source, no prebuilt dist needed.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and route pulls in (read by `npm run bench:public-js`).
    manifest: true,
    rolldownOptions: {
      output: {
        // Name the long-lived vendor code every page loads, so a deploy that only changes app code keeps
        // these cached. antd is left out on purpose: its components stay in the route chunks that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@smithy|tslib)[\\/]/, priority: 3 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            // antd's styling engine (every antd component needs it); the components themselves are not grouped.
            { name: 'antd-base', test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
