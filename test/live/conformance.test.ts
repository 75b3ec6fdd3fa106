// The fake is proven equal to the real server: the same requests (every route the action uses,
// success and error cases, each include, sort and filter it sends) go to the project's fake
// Travis CI and to travis-api, both holding the same data, in the same order (writes included, so
// both hold the same data all along); status, the headers the action reads and the bodies must
// match. Both servers' background services (travis-gatekeeper, the workers, travis-hub) act only
// at the control steps, the kit's control server on one side and the fake's state functions
// mirroring it on the other. What may differ, and why, is listed once in accepted-differences.ts;
// an entry that no longer matches anything fails the test too, so the list stays true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTravis } from '../fakes/fake-travis.mjs'
import type { FakeTravis } from '../e2e/helpers.js'
import { answerOf, differences, type Answer, type Difference } from './compare.js'
import { ACCEPTED, type AcceptedDifference } from './accepted-differences.js'
import {
  CONFORMANCE_REQUESTS,
  conformanceSeed,
  type ControlStep,
  type ProbeRequest
} from './conformance-requests.js'
import { KIT, control, seedKit } from './kit.js'
import { loadIntoFake } from './seed.js'

let fake: FakeTravis

beforeAll(async () => {
  const seed = conformanceSeed()
  fake = await startFakeTravis({ seedDemo: false })
  loadIntoFake(fake, seed)
  // The kit's travis-gatekeeper takes a build request only when a test asks (its /gatekeeper),
  // and nothing moves a build but its /builds/{id}: the fake's pipeline waits for the control
  // steps too (state.gatekeeper, state.setBuildState), and a restarted build stays where
  // travis-hub put it.
  fake.state.pipeline.pendingReads = Number.POSITIVE_INFINITY
  fake.state.pipeline.states = []
  await seedKit(seed)
})

afterAll(() => fake?.close())

/**
 * What one server answered that later requests refer to: name → its id (ProbeRequest.capture) or
 * the next link it gave (ProbeRequest.captureNext, under `next:name`).
 */
type Captured = Map<string, string>

/** The path with each `{name}` replaced by this server's captured id or link. */
function pathFor(probe: ProbeRequest, captured: Captured): string {
  return probe.path.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => captured.get(name) ?? captured.get(`next:${name}`) ?? whole
  )
}

/**
 * The answer as compared: each id this server gave that is its own random choice (a UUID) shown
 * as `{name}`, and with `stampsTimes` the times it stamped shown by their form only.
 */
function normalised(answer: Answer, probe: ProbeRequest, captured: Captured): Answer {
  let text = answer.text
  for (const [name, id] of captured) {
    if (id.length >= 32 && !name.startsWith('next:')) text = text.split(id).join(`{${name}}`)
  }
  if (probe.stampsTimes) text = text.replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"/g, '"<time>"')
  if (probe.stampsRows) {
    text = text.replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/g, '"<row written>"')
  }
  if (probe.stampsNow) {
    text = text.replace(
      /"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z)"/g,
      (whole, time: string, ms) =>
        Math.abs(Date.parse(time) - Date.now()) < RECENT_MS
          ? ms
            ? '"<now, ms>"'
            : '"<now>"'
          : whole
    )
  }
  if (probe.unordered !== undefined && answer.status === 200) text = inOrder(text, probe.unordered)
  return { ...answer, text }
}

/** How near now a time is that ProbeRequest.stampsNow shows by its form only. */
const RECENT_MS = 10 * 60 * 1000

/** A listing the server keeps in no order, made comparable (ProbeRequest.unordered). */
function inOrder(text: string, key: string): string {
  const body = JSON.parse(text) as Record<string, unknown> & { '@pagination'?: { count?: number } }
  const items = body[key] as Array<Record<string, unknown>>
  body[key] =
    items.length === body['@pagination']?.count
      ? [...items].sort((a, b) => Number(a.id) - Number(b.id))
      : items.map((item) => Object.fromEntries(Object.keys(item).map((k) => [k, typeof item[k]])))
  return JSON.stringify(body)
}

async function exchange(base: string, probe: ProbeRequest, captured: Captured): Promise<Answer> {
  const answer = await send(base, { ...probe, path: pathFor(probe, captured) })
  if (probe.capture !== undefined) {
    captured.set(
      probe.capture,
      pick(JSON.parse(answer.text), probe.captureFrom ?? 'id', probe.label)
    )
  }
  if (probe.captureNext !== undefined) {
    const body = JSON.parse(answer.text) as { '@pagination'?: { next?: { '@href'?: string } } }
    const href = body['@pagination']?.next?.['@href']
    if (href === undefined) throw new Error(`${probe.label}: no next link in ${answer.text}`)
    captured.set(`next:${probe.captureNext}`, href)
  }
  return normalised(answer, probe, captured)
}

/** The id at a dotted path of an answer (`builds.0.id`). */
function pick(body: unknown, path: string, label: string): string {
  const id = path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body)
  if (id === undefined) throw new Error(`${label}: no ${path} in ${JSON.stringify(body)}`)
  return String(id)
}

/** The id a control step acts on, as this server gave it. */
function targetOf(step: ControlStep, captured: Captured): number {
  const id = step.target === undefined ? undefined : captured.get(step.target)
  if (id === undefined) throw new Error(`${step.label}: nothing captured as ${step.target}`)
  return Number(id)
}

/** A control step on the kit: a POST to its control server (kit.ts `control`, which fails unless 2xx). */
function controlKit(step: ControlStep, captured: Captured): Promise<unknown> {
  const path =
    step.control === 'builds'
      ? `/builds/${targetOf(step, captured)}`
      : step.control === 'jobLog'
        ? `/jobs/${targetOf(step, captured)}/log`
        : `/${step.control}`
  return control(path, step.body ?? {})
}

/** The same step on the fake: the state function mirroring the control endpoint. */
function controlFake(step: ControlStep, captured: Captured): unknown {
  const body = step.body ?? {}
  switch (step.control) {
    case 'gatekeeper':
      return fake.state.gatekeeper(body)
    case 'builds':
      return fake.state.setBuildState(targetOf(step, captured), body as { state: string })
    case 'jobLog':
      return fake.state.jobLog(targetOf(step, captured), body)
    case 'hub':
      return fake.state.hub()
  }
}

/** The step's answer, its ids kept (ControlStep.captures), as an Answer to compare. */
function controlAnswer(step: ControlStep, body: unknown, captured: Captured): Answer {
  for (const [name, path] of Object.entries(step.captures ?? {})) {
    captured.set(name, pick(body, path, step.label))
  }
  const text = JSON.stringify(body)
  return {
    status: 200,
    headers: { 'content-type': null, location: null, 'retry-after': null, date: null },
    text
  }
}

async function send(base: string, probe: ProbeRequest): Promise<Answer> {
  const headers: Record<string, string> = {
    'travis-api-version': '3',
    'service-api-version': '3',
    accept: 'application/json',
    'user-agent': 'travis-repo-action-conformance',
    ...probe.headers
  }
  if (probe.token !== null) headers.authorization = `token ${probe.token}`
  if (probe.body !== undefined) headers['content-type'] ??= 'application/json'
  const response = await fetch(`${base}${probe.path}`, {
    method: probe.method,
    redirect: 'manual',
    headers,
    ...(probe.body === undefined
      ? {}
      : { body: typeof probe.body === 'string' ? probe.body : JSON.stringify(probe.body) })
  })
  return answerOf(response.status, response.headers, await response.text())
}

/** `METHOD /path` of a request, `CONTROL /step` of a control step. */
function lineOf(step: ProbeRequest | ControlStep): string {
  return 'control' in step ? `CONTROL /${step.control}` : `${step.method} ${step.path}`
}

/** The accepted entries that explain a difference of this request. */
function explanations(
  probe: ProbeRequest | ControlStep,
  difference: Difference
): AcceptedDifference[] {
  return ACCEPTED.filter(
    (entry) =>
      entry.requests.test(lineOf(probe)) &&
      (entry.labels === undefined || entry.labels.test(probe.label)) &&
      entry.where.test(difference.where) &&
      (entry.values === undefined ||
        (entry.values.fake.test(difference.fake) && entry.values.real.test(difference.real)))
  )
}

describe('the fake answers as travis-api does', () => {
  const used = new Set<AcceptedDifference>()
  const unexplained: string[] = []

  it(`${CONFORMANCE_REQUESTS.length} requests, in order, to both`, async () => {
    const fakeIds: Captured = new Map()
    const realIds: Captured = new Map()
    for (const probe of CONFORMANCE_REQUESTS) {
      let fakeAnswer: Answer
      let realAnswer: Answer
      if ('control' in probe) {
        fakeAnswer = controlAnswer(probe, controlFake(probe, fakeIds), fakeIds)
        realAnswer = controlAnswer(probe, await controlKit(probe, realIds), realIds)
        if (!probe.compare) continue
      } else {
        fakeAnswer = await exchange(fake.url, probe, fakeIds)
        realAnswer = await exchange(KIT.api, probe, realIds)
      }
      for (const difference of differences(fakeAnswer, realAnswer)) {
        const reasons = explanations(probe, difference)
        for (const reason of reasons) used.add(reason)
        if (reasons.length === 0) {
          unexplained.push(
            `${probe.label} (${lineOf(probe)}): ${difference.where}: fake ${difference.fake} / real ${difference.real}`
          )
        }
      }
    }
    expect(unexplained, unexplained.join('\n')).toEqual([])
  })

  it('every accepted difference still occurs (the list says nothing stale)', () => {
    const stale = ACCEPTED.filter((entry) => !used.has(entry)).map((entry) => entry.reason)
    expect(stale).toEqual([])
  })
})
