// For load balancers and uptime checks: 200 when the database answers, 503 when it does not.
import { getDb } from '#app/lib/db.server.ts'

export async function loader() {
  try {
    getDb().$client.prepare('SELECT 1').get()
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json(
      { status: 'error' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
