// A picture or media item is a URL or an uploaded file, never both. With JavaScript, choosing a
// file clears and disables the URL, and the file chooser is disabled while a URL is present.
// Without JavaScript both stay usable, and a file sent along with a URL replaces the URL (the
// server applies the same rule), so the hint says what each mode really does.
import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'

export function urlOrFileHint(hydrated: boolean, t: AdminDictionary): string {
  return hydrated ? t.media.urlOrFileHydrated : t.media.urlOrFilePlain
}
