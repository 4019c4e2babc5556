import { ProjectModal } from '#app/components/admin/project-form.tsx'
import { type ClientActionFunctionArgs } from '@remix-run/react'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { detailedProjects } from '#app/admin/forms.server.ts'
import { guardLoader } from '#app/admin/guard.server.ts'

export const loader = guardLoader
export const action = detailedProjects.newAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewDetailedProject() {
  return <ProjectModal kind="detailed-projects" title="Add New Detailed Project" />
}
