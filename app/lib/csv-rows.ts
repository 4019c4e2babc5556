// A CSV file's rows (RFC 4180: quoted cells may hold the separator, doubled quotes and line
// breaks), for the imports the admin uploads. The separator is the first of `,` `;` or a tab found
// outside quotes on the first line, as spreadsheets save them in different countries.

export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '')
  const separator = separatorOf(body)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === separator) {
      row.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  // Blank lines (a file's last line break, a spreadsheet's empty rows) are no rows.
  return rows.filter((r) => r.some((value) => value.trim() !== ''))
}

function separatorOf(text: string): string {
  let quoted = false
  for (const c of text) {
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) return c
    else if (!quoted && (c === '\n' || c === '\r')) break
  }
  return ','
}
