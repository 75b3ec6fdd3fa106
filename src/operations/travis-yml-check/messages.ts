// travis-yml's messages as the action shows them: each at its level, on a key path, with the line
// of the file it is about. Lint gives sentences only (`[warn] on root: key scirpt is not known, but
// script is, using script`, renderer/lint.rb); the preview gives each message's level, key, code
// and 0-based line, and the same messages as sentences in the same order (travis-yml
// configs/msgs.rb builds both from one list). A message both give is one.
import type { PreviewAnswer } from '../../travis/resources/config-checks.js'
import type { LocalDocument } from './local-parse.js'

/** travis-yml's levels, most severe first (`alert`: a secret in plain text). */
export const LEVELS = ['alert', 'error', 'warn', 'info'] as const
export type MessageLevel = (typeof LEVELS)[number]

export interface ConfigMessage {
  level: MessageLevel
  /** The key path it is about (`deploy.api_key`), `root` for the top of the file. */
  key: string
  /** The sentence after `[level] on key: `. */
  message: string
  /** 1-based line of the file. */
  line: number
}

const SENTENCE = /^\[([a-z]+)\] on (\S*?): ([\s\S]*)$/

/** A message as travis-yml words it: `[warn] on root: unknown key "foo" (bar)`. */
interface Sentence {
  level: MessageLevel
  key: string
  message: string
}

/**
 * A sentence read into its parts. One in another form, or at a level travis-yml does not have,
 * is kept whole at `warn` (a server's text is shown, never dropped, never taken for an error).
 */
export function sentenceOf(text: string): Sentence {
  const parts = SENTENCE.exec(text)
  const level = levelOf(parts?.[1])
  if (parts === null || level === undefined) return { level: 'warn', key: 'root', message: text }
  return { level, key: parts[2] || 'root', message: parts[3] ?? '' }
}

/**
 * The key a sentence names under its path, for a message without a line: `key scirpt is not
 * known, …` (find_key), `unknown key "foo" (bar)` (unknown_key), `deprecated key: "sudo" (…)`.
 */
function namedKey(message: string): string | undefined {
  const named = /^key (\S+) is not known|^unknown key "([^"]*)"|^deprecated key: "([^"]*)"/.exec(
    message
  )
  return named === null ? undefined : (named[1] ?? named[2] ?? named[3])
}

/** One of travis-yml's levels, or undefined for any other text. */
function levelOf(text: string | undefined): MessageLevel | undefined {
  return LEVELS.find((known) => known === text)
}

/** The line of a message without one: of the key it names under its path, of its path, else 1. */
function keyLine(file: LocalDocument, key: string, message: string): number {
  return file.lineOf(key, namedKey(message)) ?? file.lineOf(key) ?? 1
}

/** Lint's warnings, each on the line of its key path in the file, else line 1. */
export function lintMessages(warnings: string[], file: LocalDocument): ConfigMessage[] {
  return warnings.map((text) => {
    const sentence = sentenceOf(text)
    return { ...sentence, line: keyLine(file, sentence.key, sentence.message) }
  })
}

/**
 * The preview's messages: the line travis-yml gives (0-based, so + 1; within the file), else as
 * lint's. Its sentence where the answer pairs one with each message; else one made of the code
 * and the key.
 */
export function previewMessages(answer: PreviewAnswer, file: LocalDocument): ConfigMessage[] {
  const sentences = answer.full_messages ?? []
  const paired = sentences.length === answer.messages.length
  return answer.messages.map((message, index) => {
    const level = levelOf(message.level) ?? 'warn'
    const sentence = paired ? sentenceOf(sentences[index] ?? '') : null
    const said = sentence?.message ?? `${message.code} (${message.key})`
    // A line of another file (an import) is no line of this one: that message goes on its key's.
    const ours = message.src === undefined || message.src === null || message.src === 'api'
    const text = ours ? said : `${said} (in ${message.src})`
    const line =
      ours && typeof message.line === 'number'
        ? Math.min(message.line + 1, file.lineCount)
        : keyLine(file, message.key, said)
    return { level, key: message.key, message: text, line }
  })
}

/** Both lists as one: a message given by both once (the preview's, which knows its line), by line. */
export function mergedMessages(preview: ConfigMessage[], lint: ConfigMessage[]): ConfigMessage[] {
  const seen = new Set(preview.map(identity))
  const merged = [...preview, ...lint.filter((message) => !seen.has(identity(message)))]
  return merged.sort((a, b) => a.line - b.line || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level))
}

function identity(message: ConfigMessage): string {
  return JSON.stringify([message.level, message.key, message.message])
}

/** Whether the level is at or above `floor` (`error` takes in `alert`). */
export function atLeast(level: MessageLevel, floor: MessageLevel): boolean {
  return LEVELS.indexOf(level) <= LEVELS.indexOf(floor)
}
