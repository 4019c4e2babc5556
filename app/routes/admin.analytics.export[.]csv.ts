import type { LoaderFunctionArgs } from '@remix-run/node'
import { analyticsExportLoader } from '#app/admin/analytics.server.ts'

export const loader = (args: LoaderFunctionArgs) => analyticsExportLoader(args)
