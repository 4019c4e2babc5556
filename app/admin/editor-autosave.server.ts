// The editors' side of autosave (app/models/autosave.server.ts): what an editor's loader tells its
// screen (the autosave on offer, and its values when the admin chose Restore), and the reset of a
// real save. The form's posted fields (`media[1].url`) become the nested values its form starts from.
import { autosaveToOffer, clearAutosave, type AutosaveKind } from '#app/models/autosave.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { adminFormat } from './admin-format.server.ts'
import { AUTOSAVE_PARAM, AUTOSAVE_RESTORE, type EditorAutosave } from './autosave-fields.ts'

type Values = Record<string, unknown>

/**
 * The editor's autosave for `admin` and its restored values: null unless the address asks for
 * them (`?autosave=restore`) and an autosave newer than the item's last save is kept.
 */
export function editorAutosave(
  request: Request,
  admin: { id: number },
  kind: AutosaveKind,
  item: string,
): { autosave: EditorAutosave; restored: Values | null } {
  const kept = autosaveToOffer(admin.id, kind, item)
  const restore =
    kept !== null && new URL(request.url).searchParams.get(AUTOSAVE_PARAM) === AUTOSAVE_RESTORE
  return {
    autosave: {
      kind,
      item,
      offer: kept ? { time: keptAt(kept.savedAt, admin), restored: restore } : null,
    },
    restored: restore ? nestedValues(kept!.fields) : null,
  }
}

/** A real save of the item: its autosave is done with. */
export function savedOver(admin: { id: number }, kind: AutosaveKind, item: string) {
  clearAutosave(admin.id, kind, item)
}

/** The time alone today (in the site's zone), else the day and time; never seconds. */
function keptAt(date: Date, admin: { id: number }) {
  const { locale } = adminFormat(admin)
  const timeZone = siteTimeZone()
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone })
  const today = day(date) === day(new Date())
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }),
  }).format(date)
}

/** `[['media[1].url', 'x']]` as `{ media: [undefined, { url: 'x' }] }`, as Conform's values are. */
export function nestedValues(fields: ReadonlyArray<[string, string]>): Values {
  const root: Values = {}
  for (const [name, value] of fields) {
    const keys = name.match(/[^.[\]]+/g) ?? []
    // An object or a list (where the next key is a position), so written through Reflect.
    let node: object = root
    keys.forEach((key, index) => {
      const last = index === keys.length - 1
      if (last) {
        Reflect.set(node, key, value)
        return
      }
      const next: unknown = Reflect.get(node, key)
      if (typeof next === 'object' && next !== null) node = next
      else {
        const made = /^\d+$/.test(keys[index + 1]!) ? [] : {}
        Reflect.set(node, key, made)
        node = made
      }
    })
  }
  return root
}
