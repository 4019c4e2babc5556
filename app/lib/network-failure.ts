// With JavaScript, a form whose request never reaches the server should say so in place instead of
// replacing the page with the error screen. A clientAction wraps the server action with
// `catchNetworkFailure`; routes that would revalidate afterwards skip it, since that request would
// fail the same way and throw the page into the error boundary after all.
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from '@remix-run/react'

export const NETWORK_FAILURE = { networkError: true } as const

export async function catchNetworkFailure<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction()
  } catch (error) {
    // fetch rejects with a TypeError only when no answer arrived; redirects and error responses
    // are rethrown for Remix to handle as usual.
    if (error instanceof TypeError) return NETWORK_FAILURE
    throw error
  }
}

/**
 * A route's clientAction (`clientActionOf<typeof action>()`), only with JavaScript: its server
 * action, a lost connection becoming a message on the form.
 */
export const clientActionOf =
  <Action>() =>
  ({ serverAction }: ClientActionFunctionArgs) =>
    catchNetworkFailure(() => serverAction<Action>())

export function isNetworkFailure(value: unknown): value is typeof NETWORK_FAILURE {
  return typeof value === 'object' && value !== null && 'networkError' in value
}

export const skipRevalidationAfterNetworkFailure: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isNetworkFailure(actionResult) ? false : defaultShouldRevalidate)
