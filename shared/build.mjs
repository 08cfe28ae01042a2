// Builds the plain-Node entry points (CJS and ESM) that consumers outside the workspace load.
// Workspace code resolves the "source" export condition and never needs this output.
import { build } from 'esbuild';

const common = { entryPoints: ['src/index.ts'], bundle: true, platform: 'neutral', target: 'es2022', external: ['zod'], sourcemap: true, logLevel: 'warning' };
await build({ ...common, format: 'cjs', outfile: 'dist/index.js', mainFields: ['main'] });
await build({ ...common, format: 'esm', outfile: 'dist/index.mjs' });
