// What the sign-in page says to an administrator who forgot their password: no e-mail reset (the
// site may send no e-mail at all), but the operator's command (server/cli.mjs, README), in plain
// words. A <details>, so it opens without JavaScript and stays out of the way otherwise.
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export const RESET_COMMAND = 'agency-site reset-password --email you@example.com'

export function ForgotPassword() {
  const t = useAdminT()
  const [before, after] = t.login.forgotHelp
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        {t.login.forgot}
      </summary>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{before}</p>
      <pre
        dir="ltr"
        className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-2 text-xs dark:bg-slate-800"
      >
        <code>{RESET_COMMAND}</code>
      </pre>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{after}</p>
    </details>
  )
}
