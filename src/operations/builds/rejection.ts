// A build request Travis CI rejected: its message (why: "Branch "x" not included per
// configuration.") and its messages (what travis-yml said of the configuration: GET
// /repo/{repo}/request/{id}/messages, each worded by request-messages.ts), each with a line also an
// annotation on that line of its file.
import { ActionError, messageOf } from '../../lib/action-error.js'
import {
  requestRequestMessagesGet,
  type RequestMessage,
  type RequestRecord
} from '../../travis/resources/requests.js'
import type { OperationContext } from '../context.js'
import { fileOf, levelOf, messageText } from './request-messages.js'

/** The most messages named in the failure line (every one is annotated). */
const MESSAGES_NAMED = 5

/**
 * The failure of a rejected request, `subject` naming it ('build request 123', 'the build request
 * for 3f2c1a9 on main (request 123)'); its messages annotated.
 */
export async function rejection(
  context: OperationContext,
  request: RequestRecord,
  subject: string
): Promise<ActionError> {
  let messages: RequestMessage[] = []
  let unread = ''
  try {
    messages = await requestRequestMessagesGet(context.client, request.id)
  } catch (error) {
    unread = ` (its messages could not be read: ${messageOf(error)})`
  }
  for (const message of messages) {
    const file = fileOf(message.src)
    const text = messageText(message)
    if (file !== null && message.line !== null) {
      // travis-yml counts lines from 0, annotations from 1.
      context.runner.annotate(levelOf(message.level), text, { file, line: message.line + 1 })
    }
  }
  const named = messages.slice(0, MESSAGES_NAMED).map(messageText)
  const more = messages.length > named.length ? `; and ${messages.length - named.length} more` : ''
  const listed = named.length === 0 ? '' : `; its messages: ${named.join('; ')}${more}`
  return new ActionError(
    `Travis CI rejected ${subject}: ${request.message ?? 'no reason given'}${listed}${unread}`
  )
}
