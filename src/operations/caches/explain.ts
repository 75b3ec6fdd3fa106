// What a caches survey left out and why (nested branches, look-alike groups, pull requests it
// could not judge): logged as it is found, and the same lines for the summary's notes.
import { plural, wasWere } from '../../lib/plural.js'
import type { PlacedCache, SelectedCaches } from './selection.js'
import type { CacheSurvey } from './survey.js'
import type { OperationContext } from '../context.js'

/** Logs what was left out and why; returns the same as lines for the summary. */
export function explainSurvey(
  context: OperationContext,
  survey: CacheSurvey,
  undecided: SelectedCaches['undecided']
): string[] {
  const lines: string[] = []
  const say = (line: string, level: 'notice' | 'warning' = 'notice') => {
    context.runner[level](line)
    lines.push(line)
  }
  for (const { group, count } of survey.nestedLeftOut) {
    const [belongs, leftOut] =
      count === 1 ? ['belongs', 'it was left out and is'] : ['belong', 'they were left out and are']
    say(
      `${plural(count, 'cache')} under '${group.storage}/…' ${belongs} to nested branches, not to '${group.label}'; ` +
        `${leftOut} never deleted with it.`
    )
  }
  if (survey.uncertain.length > 0) {
    const { length } = survey.uncertain
    say(
      `${plural(length, 'cache')} may belong to a nested branch whose name ends like the branch asked for; ` +
        `${length === 1 ? 'it was' : 'they were'} left out: ${names(survey.uncertain)}.`,
      'warning'
    )
  }
  const byReason = (reason: string) =>
    undecided.filter((u) => u.reason === reason).map((u) => u.cache)
  const noToken = byReason('no-token')
  if (noToken.length > 0) {
    const groups = [...new Set(noToken.map((c) => c.group))].join(', ')
    say(
      `${plural(noToken.length, 'cache')} of pull requests (${groups}) ${wasWere(noToken.length)} left alone: ` +
        "'stale-branches' needs 'github-token' to read pull request states."
    )
  }
  const unknownPullRequests = byReason('unknown-pull-request')
  if (unknownPullRequests.length > 0) {
    const { length } = unknownPullRequests
    say(
      `${plural(length, 'cache')} of pull requests GitHub does not know ${wasWere(length)} left alone: ${names(unknownPullRequests)}.`
    )
  }
  const unplaced = byReason('unplaced')
  if (unplaced.length > 0) {
    const { length } = unplaced
    say(
      `${plural(length, 'cache')} whose branch could not be told from the listing ${wasWere(length)} left alone by 'stale-branches': ${names(unplaced)}.`
    )
  }
  return lines
}

export function names(caches: readonly PlacedCache[]): string {
  const shown = caches.slice(0, 5).map((c) => `'${c.name}' (${describeGroup(c)})`)
  return caches.length > 5 ? `${shown.join(', ')} and ${caches.length - 5} more` : shown.join(', ')
}

export function describeGroup(cache: PlacedCache): string {
  return cache.group === null ? `a branch ending in '${cache.segment}'` : `'${cache.group}'`
}
