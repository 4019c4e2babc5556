// The texts in both languages, as the server has them from its start (app/entry.server.tsx).
import { provideDictionaries } from '#app/i18n/dictionary.ts'
import { ar } from '#app/i18n/dictionary-ar.ts'
import { en } from '#app/i18n/dictionary-en.ts'

provideDictionaries({ en, ar })
