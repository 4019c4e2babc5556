// A validation error's issues as "field path → its first message": the /api's `errors` object
// (docs/api.md) and the admin forms' field messages come from this one function.
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  /** Where an issue about the whole input goes: '' in the /api, 'form' on a screen. */
  rootKey = 'form',
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || rootKey
    errors[key] ??= issue.message
  }
  return errors
}
