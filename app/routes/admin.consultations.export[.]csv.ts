import { inboxExportLoader } from '#app/admin/inbox.server.ts'

export const loader = inboxExportLoader('consultation')
