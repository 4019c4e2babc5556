// The "choose your password" part of the three forms that set one: the first admin's setup page, an
// invitation's page and the Account screen's change of password. The fields before it (a name, an
// address, the current password) are its children; the new password and its confirmation follow,
// filed by a password manager as new ones. Their actions never send a password back
// (`hideFields`), so a refused form asks for both again.
import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>

export function ChoosePassword({
  password,
  confirm,
  labels,
  children,
}: {
  password: Meta
  confirm: Meta
  labels: { password: string; hint: string; confirm: string }
  children?: ReactNode
}) {
  return (
    <fieldset className="space-y-4">
      {children}
      <Field
        label={labels.password}
        meta={password}
        type="password"
        autoComplete="new-password"
        hint={labels.hint}
      />
      <Field label={labels.confirm} meta={confirm} type="password" autoComplete="new-password" />
    </fieldset>
  )
}
