// The fixed messages the server sends to admin screens in English (the models' and docs/product.md's
// wording, which the /api and the tests keep). An Arabic admin sees each one through the admin
// dictionary's `server` table, keyed by the English text (admin-messages.ts).
export const SERVER_TEXTS = [
  'A server connection error occurred.',
  'Invalid email or password',
  'The server is busy checking other sign-ins. Please try again in a moment.',
  'Invalid code. Enter the current code from your authenticator app, or a recovery code.',
  'The current password is not correct',
  'The passwords do not match',
  'Confirm the new password',
  'Email is required',
  'Password is required',
  'Current password is required',
  'Your session has expired. Please sign in again.',
  'Failed to fetch posts',
  'Failed to fetch projects',
  'Failed to count unread messages',
  'Failed to read the outbox',
  'Failed to fetch messages',
] as const

export type ServerText = (typeof SERVER_TEXTS)[number]
