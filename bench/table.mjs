// The rows `npm run bench` reports, each read off one workload's runs, with its goal; and the
// table they print as (Markdown, so that bench/README.md can take it as it is).

/** @typedef {'ms' | 'rt' | 'rss' | 'requests'} Metric */

/**
 * @typedef {object} Row
 * @property {string} title
 * @property {string} workload the name of a workload in workloads.mjs
 * @property {Metric} metric
 * @property {{ max: number } | { ratio: number } | null} goal at most `max` of the metric for
 *   the action, or at most `ratio` times the fetch script's; null for a row shown for
 *   information
 */

/** @type {Row[]} */
export const ROWS = [
  {
    title: 'start-up vs a one-line fetch GET',
    workload: 'one GET (list-settings)',
    metric: 'ms',
    goal: { ratio: 1.25 }
  },
  {
    title: 'list-branches, 1,000 branches',
    workload: 'list-branches, 1,000 branches',
    metric: 'rt',
    goal: { max: 2.3 }
  },
  {
    title: 'list-branches, 10,000 branches',
    workload: 'list-branches, 10,000 branches',
    metric: 'rt',
    // At most 10 requests in flight (ACTION-SPEC "Every request"): 1 + ⌈99 ÷ 10⌉ = 11 waves.
    goal: { max: 11.5 }
  },
  {
    title: 'rotate-key-pair with GitHub (2048-bit)',
    workload: 'rotate-key-pair with GitHub (2048-bit)',
    metric: 'rt',
    goal: { max: 3.3 }
  },
  {
    title: 'rotate-key-pair, latency on GitHub too',
    workload: 'rotate-key-pair with GitHub (2048-bit), latency on GitHub too',
    metric: 'rt',
    goal: null
  },
  {
    title: 'peak memory, 50,000 branches with recent builds',
    workload: 'list-branches, 50,000 branches with recent builds',
    metric: 'rss',
    goal: { max: 400 }
  },
  {
    title: 'peak memory, one GET',
    workload: 'one GET (list-settings)',
    metric: 'rss',
    goal: { max: 66 }
  },
  {
    title: 'apply-settings, 3 of 4 settings differ',
    workload: 'apply-settings, 3 of 4 differ',
    metric: 'rt',
    // One GET, the 3 PATCHes one after the other (travis-api loses concurrent ones), one GET to
    // read back what stuck: 5 round trips.
    goal: { max: 5.5 }
  },
  {
    title: 'list-repositories, 250 repositories',
    workload: 'list-repositories, 250 repositories',
    metric: 'rt',
    goal: { max: 2.5 }
  },
  {
    title: 'trigger-build with wait, a build of 5 polls',
    workload: 'trigger-build with wait, 5 polls',
    metric: 'requests',
    // The POST, two reads of the request (pending, then taken), one read per poll: N + 3, and
    // nothing between polls (a lost POST answer is placed by the server's Date header instead).
    goal: { max: 8 }
  },
  {
    title: 'wait-for-build, a build of 5 polls whose 3 jobs finish',
    workload: 'wait-for-build, 5 polls, 3 jobs finishing',
    metric: 'requests',
    // One read per poll (the first included) and one log per job as it finishes: N + K, never
    // two in flight, nothing between polls.
    goal: { max: 8 }
  },
  {
    title: 'peak memory, printing a 10 MiB job log',
    workload: 'wait-for-build of a finished job with a 10 MiB log',
    metric: 'rss',
    // Streamed: its last 10 MiB kept once while it arrives, then printed line by line.
    goal: { max: 120 }
  },
  {
    title: 'check-travis-yml with a base file: requests',
    workload: 'check-travis-yml with a base file',
    metric: 'requests',
    // Lint and the preview of each file (ACTION-SPEC, issue 35): four at most; the action does
    // not lint the base file, so three.
    goal: { max: 4 }
  },
  {
    title: 'check-travis-yml with a base file: round trips',
    workload: 'check-travis-yml with a base file',
    metric: 'rt',
    // Lint beside the file's preview, then the base file's preview (one preview at a time: it
    // holds a travis-api worker while travis-yml calls back): 2 round trips.
    goal: { max: 2.5 }
  },
  {
    title: 'delete-caches, older-than 30 over 3 branches',
    workload: 'delete-caches older-than 30, 3 branches',
    metric: 'rt',
    goal: { max: 4 }
  },
  {
    title: '`npm run demo`, its three steps',
    workload: 'npm run demo',
    metric: 'ms',
    // A newcomer's first command ends within seconds; most of it is the build it waits for.
    goal: { max: 15_000 }
  }
]

/**
 * The median of one metric over a client's runs; `stopped` when the middle run was stopped at
 * the RSS ceiling (the value is then a lower bound).
 * @typedef {{ value: number, stopped: boolean }} Median
 */

/**
 * @param {{ value: number, stopped: boolean }[]} samples
 * @returns {Median | null}
 */
export function median(samples) {
  if (samples.length === 0) return null
  const sorted = samples.slice().sort((a, b) => a.value - b.value)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle]
  const [low, high] = [sorted[middle - 1], sorted[middle]]
  return { value: (low.value + high.value) / 2, stopped: low.stopped || high.stopped }
}

const UNIT = { ms: ' ms', rt: ' RT', rss: ' MiB', requests: ' requests' }
const DIGITS = { ms: 0, rt: 2, rss: 0, requests: 0 }

/**
 * @param {Metric} metric
 * @param {Median | null} found
 */
function show(metric, found) {
  if (found === null) return '—'
  const text = `${found.value.toFixed(DIGITS[metric])}${UNIT[metric]}`
  return found.stopped ? `> ${text}` : text
}

/**
 * @param {Median | null} over
 * @param {Median | null} under
 * @param {Metric} metric
 */
function ratio(over, under, metric) {
  if (over === null || under === null || under.value === 0) return '—'
  const times = `${over.stopped ? '> ' : ''}${(over.value / under.value).toFixed(2)}×`
  if (metric !== 'ms') return times
  const more = over.value - under.value
  return `${times} (${more < 0 ? '−' : '+'}${Math.abs(more).toFixed(0)} ms)`
}

/**
 * @param {Row} row
 * @param {Median | null} action
 * @param {Median | null} fetch
 * @returns {{ goal: string, met: boolean | null }} met: null for a row without a goal
 */
function judge(row, action, fetch) {
  if (row.goal === null) return { goal: '—', met: null }
  if ('ratio' in row.goal) {
    const met = action !== null && fetch !== null && action.value <= row.goal.ratio * fetch.value
    return { goal: `≤ ${row.goal.ratio}× fetch`, met }
  }
  const met = action !== null && !action.stopped && action.value <= row.goal.max
  return { goal: `≤ ${row.goal.max}${UNIT[row.metric]}`, met }
}

/**
 * @param {{ row: Row, action: Median | null, fetch: Median | null, bash: Median | null,
 *   busy: Median | null }[]} results
 * @returns {{ text: string, met: number, goals: number }}
 */
export function formatTable(results) {
  const header = [
    'workload',
    'action',
    'fetch script',
    'bash + curl + jq',
    'action ÷ fetch',
    'bash ÷ fetch',
    'goal',
    'met',
    "fake's own work"
  ]
  let met = 0
  const lines = results.map(({ row, action, fetch, bash, busy }) => {
    const verdict = judge(row, action, fetch)
    if (verdict.met === true) met += 1
    return [
      row.title,
      show(row.metric, action),
      show(row.metric, fetch),
      show(row.metric, bash),
      ratio(action, fetch, row.metric),
      ratio(bash, fetch, row.metric),
      verdict.goal,
      verdict.met === null ? '—' : verdict.met ? 'yes' : 'NO',
      show(row.metric, busy)
    ]
  })
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)))
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`
  const goals = results.filter(({ row }) => row.goal !== null).length
  return { text: [format(header), rule, ...lines.map(format)].join('\n'), met, goals }
}
