// Autosave's names shared by its server code and the editors' script (docs/publishing.md
// "Autosave"): where the script posts, and the query that opens an editor with its autosave.
export const AUTOSAVE_URL = '/admin/autosave'
/** `?autosave=restore`: the editor opens with the autosave's values in place of the stored ones. */
export const AUTOSAVE_PARAM = 'autosave'
export const AUTOSAVE_RESTORE = 'restore'
/** The Discard button's intent (a plain form post, so it works without JavaScript). */
export const AUTOSAVE_DISCARD = 'discard'

/** What an editor's screen is told of its autosave. */
export type EditorAutosave = {
  kind: string
  item: string
  /** When the autosave on offer was kept, in the admin's language and the site's zone. */
  offer: { time: string; restored: boolean } | null
}
