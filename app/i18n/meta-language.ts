// A route's `meta` runs outside React: it learns the page's language from the same two facts the
// hook reads, the address and the root's default language.
import { dictionaryFor } from './dictionary.ts'
import { DEFAULT_LANGUAGE, isLanguage, readPath } from './languages.ts'
import { propertyOf } from '#app/lib/property.ts'

type MetaArgs = {
  matches?: ReadonlyArray<{ id: string; data: unknown } | undefined>
  location?: { pathname: string }
}

export function metaLanguage({ matches, location }: MetaArgs) {
  const root = matches?.find((m) => m?.id === 'root')?.data
  const rootLanguage = propertyOf(root, 'defaultLanguage')
  const defaultLanguage = isLanguage(rootLanguage) ? rootLanguage : DEFAULT_LANGUAGE
  const { language, path } = readPath(location?.pathname ?? '/', defaultLanguage)
  return { language, defaultLanguage, path, t: dictionaryFor(language) }
}
