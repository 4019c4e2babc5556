import { ProjectModal } from '#app/components/admin/project-form.tsx'
import { type ClientActionFunctionArgs } from '@remix-run/react'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { projects } from '#app/admin/forms.server.ts'
import { guardLoader } from '#app/admin/guard.server.ts'

export const loader = guardLoader
export const action = projects.newAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewProject() {
  return <ProjectModal kind="projects" title="Add New Project" />
}
