import { auditExportLoader } from '#app/admin/audit-screen.server.ts'

export const loader = auditExportLoader
