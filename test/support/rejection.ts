// The error a promise rejects with, checked to be of the expected type (fails the test if the
// promise resolves).
import { expect } from 'vitest'

export async function rejectionOf<T>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => T
): Promise<T> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(type)
  return error as T
}
