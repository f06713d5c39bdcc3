/**
 * zod compiles object parsers with `new Function` when it may, and to find out whether it may it
 * tries `new Function('')` once. Under our Content-Security-Policy (no 'unsafe-eval') that probe
 * throws, which zod catches, but the browser still reports a CSP violation on every page load
 * (issue 15, item 10). Jitless mode skips both the probe and the compiled parsers.
 *
 * zod reads the setting when each object schema is built, so this module must run before any
 * module that declares one: main.tsx imports it first.
 *
 * zod keeps its settings in one object on globalThis (`__zod_globalConfig`, zod/v4/core), shared by
 * every copy of zod on the page, and adopts an object it finds there (changed in place if zod made
 * it first). Setting it here rather than
 * through zod's `config()` keeps zod's core, 11 KB, out of the first page load (issue 14);
 * zod-config.test.ts checks that zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
