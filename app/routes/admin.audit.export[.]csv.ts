import { auditExportLoader } from '#app/admin/audit.server.ts'

export const loader = auditExportLoader
