import { inboxExportLoader } from '#app/admin/inbox-export.server.ts'

export const loader = inboxExportLoader('consultation')
