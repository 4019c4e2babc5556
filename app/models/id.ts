// Route params arrive as text. Only plain positive decimal integers name a row; anything else is
// "not found" rather than a database error.
export function parseId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,15}$/.test(param)) return null
  const id = Number(param)
  return Number.isSafeInteger(id) ? id : null
}
