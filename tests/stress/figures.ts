// Each proof reports what it counted (acknowledged, stored, lost, 5xx...). Printed at once, and
// kept in the file STRESS_FIGURES names, from which `npm run test:stress` prints one table.
import { appendFileSync } from 'node:fs'

export type Figures = Record<string, number | string>

export function report(proof: string, figures: Figures) {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')
  console.log(`[${proof}] ${line}`)
  const file = process.env.STRESS_FIGURES
  if (file) appendFileSync(file, JSON.stringify({ proof, figures }) + '\n')
}
