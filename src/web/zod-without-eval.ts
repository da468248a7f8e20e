// The site's CSP allows scripts only from 'self', without 'unsafe-eval'. Before its first object parse Zod
// probes whether it may compile faster parsers with new Function(); the CSP refuses the probe, and although
// Zod then carries on without, the browser records a CSP violation on every page that parses a form or a
// reply (the booking pages among them). Saying so up front skips the probe; the browser's parses are small.
// Zod keeps its settings on globalThis.__zod_globalConfig, so they are set here without importing Zod: the
// public pages keep it out of their first bundle. The object is changed in place, loaded before Zod or after.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
