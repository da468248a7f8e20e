import { z } from 'zod';

// The site's CSP allows scripts only from 'self', without 'unsafe-eval'. Before its first object parse Zod
// probes whether it may compile faster parsers with new Function(); the CSP refuses the probe, and although
// Zod then carries on without, the browser records a CSP violation on every page that parses a form or a
// reply (the booking pages among them). Saying so up front skips the probe; the browser's parses are small.
z.config({ jitless: true });
