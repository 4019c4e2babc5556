// Only same-site paths may be redirect targets: "/x" yes, "//evil.example" or "https://..." no.
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = '/',
): string {
  if (
    typeof to !== 'string' ||
    !to.startsWith('/') ||
    to.startsWith('//') ||
    to.startsWith('/\\')
  ) {
    return fallback
  }
  return to
}
