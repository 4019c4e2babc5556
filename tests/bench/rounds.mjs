// How a section of the bench measures its rows (docs/decisions/045-wrk-for-the-bench.md): each
// target warmed up once unmeasured, then every target in turn, round after round, so a busy moment
// of the machine falls on all of them alike; a row begun above BENCH_MAX_LOAD gives no figure.
import { MAX_LOAD, quietEnough, ROUNDS, WARMUP_SECONDS } from './harness.mjs'

/**
 * Runs `targets` ({ label, run(seconds), post?, ceiling? }) for ROUNDS rounds and returns each
 * one's runs. A POST target (`post`) is not warmed up unless it says `warm`: the posts it would
 * store are the figures of another row.
 */
export async function measureRounds(targets) {
  // Measured cold, the first target of a round (a ceiling) paid for the JIT warming of its server.
  for (const target of targets) if (!target.post || target.warm) await target.run(WARMUP_SECONDS)
  const runs = targets.map(() => [])
  for (let round = 0; round < ROUNDS; round++) {
    // Odd rounds go backwards: a target loaded just after another measured lower, whichever it was.
    const order = [...targets.entries()]
    if (round % 2 === 1) order.reverse()
    for (const [i, target] of order) {
      const load = await quietEnough()
      if (load > MAX_LOAD) {
        runs[i].push({ load, busy: true })
        console.log(`${target.label}: not measured, the 1-minute load was ${load.toFixed(2)}`)
        continue
      }
      runs[i].push({ ...(await target.run()), load })
    }
  }
  return runs
}

/**
 * The table as the README has it: requests a second and the share of the ceiling sending the same
 * bytes are means over the rounds, p50 their mean, p99 the highest; load the highest at a row's
 * start. A row begun on a busy machine gives no figure.
 */
export function printTable(targets, runs) {
  const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length
  const measured = runs.map((list) => list.filter((r) => !r.busy))
  const rows = targets.map((target, i) => {
    const done = measured[i]
    const load = Math.max(...runs[i].map((r) => r.load)).toFixed(2)
    if (done.length < runs[i].length) {
      return [target.label, 'busy', '', '', '', load]
    }
    const rps = mean(done, 'rps')
    const ceiling = target.ceiling === undefined ? undefined : measured[target.ceiling]
    const share =
      ceiling !== undefined && ceiling.length === runs[target.ceiling].length
        ? `${((rps / mean(ceiling, 'rps')) * 100).toFixed(0)}%`
        : ''
    const errors = done.reduce((sum, r) => sum + r.errors, 0)
    return [
      target.label + (errors ? ` (${errors} errors)` : ''),
      Math.round(rps).toLocaleString('en'),
      mean(done, 'p50').toFixed(1),
      Math.max(...done.map((r) => r.p99)).toFixed(1),
      share,
      load,
    ]
  })
  const head = ['target', 'req/s', 'p50 ms', 'p99 ms', 'ceiling', 'load']
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells) =>
    `| ${cells.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join(' | ')} |`
  console.log()
  console.log(line(head))
  console.log(
    `| ${widths.map((w, c) => (c === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  )
  for (const row of rows) console.log(line(row))
  console.log(
    '\nreq/s: answers of the expected status a second (mean of the rounds); ceiling: the share of ' +
      'a bare node:http sending the same bytes with the same head in the same rounds; load: the ' +
      "machine's 1-minute load average as the row started (the highest of the rounds)",
  )
  // A mean hides how far apart the rounds were: on a shared two-core machine, a ceiling moved by a
  // third from one round to the next (docs/scale.md, "The hit path").
  console.log("\neach round, req/s (share of the same round's ceiling):")
  targets.forEach((target, i) => {
    const rounds = runs[i].map((run, r) => {
      if (run.busy) return 'busy'
      const ceiling = target.ceiling === undefined ? undefined : runs[target.ceiling][r]
      const share =
        ceiling && !ceiling.busy ? ` (${((run.rps / ceiling.rps) * 100).toFixed(0)}%)` : ''
      return `${Math.round(run.rps).toLocaleString('en')}${share}`
    })
    console.log(`  ${target.label}: ${rounds.join(', ')}`)
  })
}
