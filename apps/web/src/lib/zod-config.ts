/**
 * Zod without its compiled (eval-based) parsers. The server's Content-Security-Policy forbids eval,
 * so they could never run here; left on, Zod's probe for them (`new Function`) is reported as a
 * CSP violation on every page that checks an answer.
 *
 * This is what `z.config({ jitless: true })` does: Zod keeps its settings in this global object
 * (zod/v4/core/core.js, `globalConfig`) and reads `jitless` as each schema is built, so it must be
 * set before the contract's schemas load. Written here rather than through `z.config`, because
 * importing Zod would bring it back onto the sign-in page (scripts/check-bundle-budget.mjs).
 * zod-config.test.ts checks that the installed Zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
