// The fake is proven equal to the real server: the same requests (every route the action uses,
// success and error cases, each include, sort and filter it sends) go to the project's fake
// Travis CI and to travis-api, both holding the same data, in the same order (writes included, so
// both hold the same data all along); status, the headers the action reads and the bodies must
// match. What may differ, and why, is listed once in accepted-differences.ts; an entry that no
// longer matches anything fails the test too, so the list stays true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTravis } from '../fakes/fake-travis.mjs'
import type { FakeTravis } from '../e2e/helpers.js'
import { answerOf, differences, type Answer, type Difference } from './compare.js'
import { ACCEPTED, type AcceptedDifference } from './accepted-differences.js'
import { CONFORMANCE_REQUESTS, conformanceSeed, type ProbeRequest } from './conformance-requests.js'
import { KIT, seedKit } from './kit.js'
import { loadIntoFake } from './seed.js'

let fake: FakeTravis

beforeAll(async () => {
  const seed = conformanceSeed()
  fake = await startFakeTravis({ seedDemo: false })
  loadIntoFake(fake, seed)
  // The kit's travis-gatekeeper takes a build request only when a test asks (its /gatekeeper);
  // this test never does, so the fake's keeps every request pending too.
  fake.state.pipeline.pendingReads = Number.POSITIVE_INFINITY
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
  if (probe.unordered !== undefined && answer.status === 200) text = inOrder(text, probe.unordered)
  return { ...answer, text }
}

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
    const id = (probe.captureFrom ?? 'id')
      .split('.')
      .reduce<unknown>(
        (value, key) => (value as Record<string, unknown> | undefined)?.[key],
        JSON.parse(answer.text)
      )
    if (id === undefined) throw new Error(`${probe.label}: no id to keep in ${answer.text}`)
    captured.set(probe.capture, String(id))
  }
  if (probe.captureNext !== undefined) {
    const body = JSON.parse(answer.text) as { '@pagination'?: { next?: { '@href'?: string } } }
    const href = body['@pagination']?.next?.['@href']
    if (href === undefined) throw new Error(`${probe.label}: no next link in ${answer.text}`)
    captured.set(`next:${probe.captureNext}`, href)
  }
  return normalised(answer, probe, captured)
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

/** The accepted entries that explain a difference of this request. */
function explanations(probe: ProbeRequest, difference: Difference): AcceptedDifference[] {
  return ACCEPTED.filter(
    (entry) =>
      entry.requests.test(`${probe.method} ${probe.path}`) &&
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
      const fakeAnswer = await exchange(fake.url, probe, fakeIds)
      const realAnswer = await exchange(KIT.api, probe, realIds)
      for (const difference of differences(fakeAnswer, realAnswer)) {
        const reasons = explanations(probe, difference)
        for (const reason of reasons) used.add(reason)
        if (reasons.length === 0) {
          unexplained.push(
            `${probe.label} (${probe.method} ${probe.path}): ${difference.where}: fake ${difference.fake} / real ${difference.real}`
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
