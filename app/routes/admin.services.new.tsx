import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { ServiceForm } from '#app/components/admin/service-form.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { createService, ServiceInputSchema } from '#app/models/service.server.ts'

const LIST = '/admin/services'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const submission = parseWithZod(await request.formData(), { schema: ServiceInputSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const saved = attempt('Failed to save service', () => createService(submission.value))
  if (saved.error) {
    return data({ result: submission.reply({ formErrors: [saved.error] }) }, { status: 500 })
  }
  return redirectWithMessage(LIST, 'Service saved successfully.')
}

export default function NewService() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Service" closeTo={LIST}>
      <ServiceForm lastResult={actionData?.result} cancelTo={LIST} />
    </Modal>
  )
}
