import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import {
  DetailedServiceInputSchema,
  getDetailedService,
  updateDetailedService,
} from '#app/models/detailed-service.server.ts'

const FAILED = 'Failed to save service'
const LIST = '/admin/detailed-services'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  // A vanished row shows its message inside the modal rather than a 404 page over the list.
  return { service: id === null ? null : (getDetailedService(id) ?? null) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const submission = parseWithZod(await request.formData(), { schema: DetailedServiceInputSchema })
  // Add/remove-feature buttons re-render the form (200); only a failed save is a 400.
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply() },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  }
  const saved = attempt(FAILED, () => id !== null && updateDetailedService(id, submission.value))
  // A row that vanished is a 404; a database that failed, a 500. Both keep what was typed.
  if (!saved.value) {
    const result = submission.reply({ formErrors: [FAILED] })
    return data({ result }, { status: saved.ok ? 404 : 500 })
  }
  return redirectWithMessage(LIST, 'Detailed service saved successfully.')
}

export default function EditDetailedService() {
  const { service } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Detailed Service" closeTo={LIST}>
      {service || actionData ? (
        <DetailedServiceForm
          lastResult={actionData?.result}
          defaultValue={service ?? undefined}
          cancelTo={LIST}
        />
      ) : (
        <StatusMessage kind="error">Service not found.</StatusMessage>
      )}
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
