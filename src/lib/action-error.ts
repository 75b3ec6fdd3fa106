// A failure the action itself decided on (a guard, a failed verification, unusable key material):
// its message is already the sentence the user should read.
export class ActionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ActionError'
  }
}

/** The message of a thrown value: an Error's own, anything else (a thrown string) as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
