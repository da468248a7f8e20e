// One figure of a benchmark as a machine-readable line, read by bench/all.mjs:
//   BENCH_RESULT {"name":…,"value":…,"unit":…,"budget":…,"ok":…}
// budget is the rule in words (null for a figure reported for information); ok is true or false against
// it (null without a budget).
export function benchResult(name, value, unit, budget = null, ok = null) {
  console.info(
    `BENCH_RESULT ${JSON.stringify({ name, value, unit, budget, ok: budget ? Boolean(ok) : null })}`,
  );
}
