import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import {
  createDetailedService,
  DetailedServiceInputSchema,
} from '#app/models/detailed-service.server.ts'

const LIST = '/admin/detailed-services'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const submission = parseWithZod(await request.formData(), { schema: DetailedServiceInputSchema })
  // Add/remove-feature buttons re-render the form (200); only a failed save is a 400.
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply() },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  }
  const saved = attempt('Failed to save service', () => createDetailedService(submission.value))
  if (saved.error) {
    return data({ result: submission.reply({ formErrors: [saved.error] }) }, { status: 500 })
  }
  return redirectWithMessage(LIST, 'Detailed service saved successfully.')
}

export default function NewDetailedService() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Detailed Service" closeTo={LIST}>
      <DetailedServiceForm lastResult={actionData?.result} cancelTo={LIST} />
    </Modal>
  )
}
