/**
 * Zod compiles object parsers with `new Function` once it has probed that eval works. The site's CSP
 * (`script-src 'self'`, infra/security-headers.ts) forbids eval, so the probe itself is reported as a
 * violation on every page. Jitless parsing needs no eval; zod reads this global config, so setting it
 * here costs the boot path no import of zod.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
