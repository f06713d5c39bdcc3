// The setting lives in zod's core, which every schema module shares; importing just that keeps
// the schema library itself out of the first page load (issue 14).
import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when it may, and to find out whether it may it
 * tries `new Function('')` once. Under our Content-Security-Policy (no 'unsafe-eval') that probe
 * throws, which zod catches, but the browser still reports a CSP violation on every page load
 * (issue 15, item 10). Jitless mode skips both the probe and the compiled parsers.
 *
 * zod reads the setting when each object schema is built, so this module must run before any
 * module that declares one: main.tsx imports it first.
 */
config({ jitless: true });
