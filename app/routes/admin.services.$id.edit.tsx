import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { ServiceForm } from '#app/components/admin/service-form.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { getService, ServiceInputSchema, updateService } from '#app/models/service.server.ts'

const FAILED = 'Failed to save service'
const LIST = '/admin/services'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  // A vanished row shows its message inside the modal rather than a 404 page over the list.
  return { service: id === null ? null : (getService(id) ?? null) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const submission = parseWithZod(await request.formData(), { schema: ServiceInputSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const saved = attempt(FAILED, () => id !== null && updateService(id, submission.value))
  // A row that vanished is a 404; a database that failed, a 500. Both keep what was typed.
  if (!saved.value) {
    const result = submission.reply({ formErrors: [FAILED] })
    return data({ result }, { status: saved.ok ? 404 : 500 })
  }
  return redirectWithMessage(LIST, 'Service saved successfully.')
}

export default function EditService() {
  const { service } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Service" closeTo={LIST}>
      {service || actionData ? (
        <ServiceForm
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
