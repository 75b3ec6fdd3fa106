// A Log that records what operations say, for assertions.
import type { Log } from '../../src/log.js'

export interface RecordingLog extends Log {
  lines: Array<{ level: string; message: string }>
  masked: string[]
  messages(level: string): string[]
}

export function recordingLog(): RecordingLog {
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
    }
  }
}
