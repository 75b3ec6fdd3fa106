// lib/bounded-fetch.ts: bodies are counted as they are read; past the limit the read fails with
// BodyTooLarge and the source is cancelled (its connection closed, not drained), and an error
// answer reaches Octokit as text it can read safely.
import { describe, expect, it, vi } from 'vitest'
import {
  BodyTooLarge,
  TOO_DEEP_BODY,
  bytesOf,
  cappedErrorAnswer,
  countedStream
} from '../../../src/lib/bounded-fetch.js'

/** A stream of these chunks, telling whether it was cancelled and how many chunks were pulled. */
function source(chunks: string[]) {
  const seen = { cancelled: false, pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled++]
      if (next === undefined) controller.close()
      else controller.enqueue(new TextEncoder().encode(next))
    },
    cancel() {
      seen.cancelled = true
    }
  })
  return { stream, seen }
}

describe('bytesOf', () => {
  it('gives every byte of a body within the limit', async () => {
    const { stream, seen } = source(['ab', 'cd'])
    expect((await bytesOf(stream, 4)).toString()).toBe('abcd')
    expect(seen.cancelled).toBe(false)
  })

  it('fails with BodyTooLarge past the limit and cancels the source, reading no further', async () => {
    const { stream, seen } = source(['ab', 'cd', 'ef', 'gh'])
    await expect(bytesOf(stream, 3)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(4)
  })
})

describe('countedStream', () => {
  it('passes a body within the limit through unchanged', async () => {
    const { stream } = source(['ab', 'cd'])
    const onTooLarge = vi.fn()
    expect(await new Response(countedStream(stream, onTooLarge, 4)).text()).toBe('abcd')
    expect(onTooLarge).not.toHaveBeenCalled()
  })

  it('errors with BodyTooLarge past the limit, tells onTooLarge and cancels the source', async () => {
    const { stream, seen } = source(['ab', 'cd', 'ef'])
    const onTooLarge = vi.fn()
    await expect(new Response(countedStream(stream, onTooLarge, 3)).text()).rejects.toThrow(
      'the answer is larger than 64 MiB'
    )
    expect(onTooLarge).toHaveBeenCalledTimes(1)
    expect(seen.cancelled).toBe(true)
  })

  it('cancelling the counted stream cancels its source', async () => {
    const { stream, seen } = source(['ab', 'cd'])
    await countedStream(stream, () => {}).cancel('not needed')
    expect(seen.cancelled).toBe(true)
  })
})

describe('cappedErrorAnswer', () => {
  const answering = (response: Response) => cappedErrorAnswer(response, vi.fn())

  it('hands a success answer over as fetch gave it: its body is the reader’s to count', async () => {
    const response = new Response('{"ok":true}', { status: 200 })
    expect(await answering(response)).toBe(response)
  })

  it('gives an error answer’s body as text, without its Content-Length', async () => {
    const response = new Response('{"error_message":"no"}', {
      status: 404,
      headers: { 'content-type': 'application/json', 'content-length': '22' }
    })
    const given = await answering(response)
    expect(given.status).toBe(404)
    expect(given.headers.get('content-length')).toBeNull()
    expect(await given.text()).toBe('{"error_message":"no"}')
  })

  it('replaces an error body nested too deep by a line of text', async () => {
    const deep = '['.repeat(100) + ']'.repeat(100)
    const response = new Response(deep, {
      status: 500,
      headers: { 'content-type': 'application/json' }
    })
    const given = await answering(response)
    expect(given.headers.get('content-type')).toBe('text/plain')
    expect(await given.text()).toBe(TOO_DEEP_BODY)
  })

  it('fails with BodyTooLarge on an error body past the limit, telling which answer it was', async () => {
    const { stream, seen } = source(['ab', 'cd', 'ef'])
    const response = new Response(stream, { status: 502, headers: { 'content-type': 'text/html' } })
    const onTooLarge = vi.fn()
    await expect(cappedErrorAnswer(response, onTooLarge, 3)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(onTooLarge).toHaveBeenCalledWith({ status: 502, contentType: 'text/html' })
    expect(seen.cancelled).toBe(true)
  })
})
