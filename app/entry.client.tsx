import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadDictionary } from '#app/i18n/dictionary.ts'
import { isLanguage } from '#app/i18n/languages.ts'

// The page's texts come as a script of their own (app/i18n/dictionary.ts): only its language's.
// The admin's screens carry their own dictionaries, in the admin's language (the document's), and
// read the public one in English only (readPath).
const language = /^\/admin(?:\/|$)/.test(location.pathname) ? 'en' : document.documentElement.lang
// Should it fail to arrive, the page hydrates anyway and its first render asks for it again.
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
loadDictionary(isLanguage(language) ? language : 'en').then(hydrate, hydrate)
