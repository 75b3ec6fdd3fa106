// A Runner that records what operations say and mask, for assertions.
import { untrustedLine, type Runner } from '../../src/runtime/runner.js'

export interface RecordingRunner extends Runner {
  lines: Array<{ level: string; message: string }>
  masked: string[]
  messages(level: string): string[]
}

export function recordingRunner(): RecordingRunner {
  const lines: Array<{ level: string; message: string }> = []
  const masked: string[] = []
  const add = (level: string) => (message: string) => {
    lines.push({ level, message })
  }
  return {
    lines,
    masked,
    messages: (level) => lines.filter((l) => l.level === level).map((l) => l.message),
    debug: add('debug'),
    info: add('info'),
    notice: add('notice'),
    warning: add('warning'),
    group: async (title, work) => {
      lines.push({ level: 'group', message: title })
      return work()
    },
    mask: (secret) => {
      masked.push(secret)
    },
    annotate: (level, message, { file, line }) => {
      lines.push({ level: `annotate:${level}`, message: `${file}:${line}: ${message}` })
    },
    printUntrusted: async (title, printed) => {
      lines.push({ level: 'group', message: title })
      for await (const line of printed)
        lines.push({ level: 'untrusted', message: untrustedLine(line) })
    }
  }
}
