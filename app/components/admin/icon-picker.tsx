// A searchable grid of the site's icons (5 columns). It is a plain radio group named `name`, so
// without JavaScript the chosen icon name posts with the form; with JavaScript a search box (shown
// only once hydrated) filters the grid. A stored name outside the list still shows as chosen, with
// the fallback icon, so editing a row never drops it silently. The search matches the icons'
// English and Arabic names (icon-names-ar.ts).
import { useId, useState } from 'react'
import { Icon } from '#app/components/admin/stored-icon.tsx'
import { ICON_NAMES, isIconName } from '#app/lib/icons.ts'
import { useHydrated } from './use-hydrated.ts'
import { foldArabic, ICON_NAMES_AR } from './icon-names-ar.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

/** The words an icon is found by: its name and its Arabic name, folded as a search is. */
const searchTextOf = (name: string) =>
  foldArabic(`${name} ${isIconName(name) ? ICON_NAMES_AR[name] : ''}`)

export function IconPicker({
  name,
  defaultValue,
  label: englishLabel = 'Icon',
  errors,
}: {
  /** The form field the icon name posts as, e.g. `icon` or `features[2].icon`. */
  name: string
  defaultValue?: string | null
  label?: string
  errors?: string[] | string | null
}) {
  const id = useId()
  const hydrated = useHydrated()
  const { t, message: m } = useAdminLanguage()
  const label = m(englishLabel)
  const [query, setQuery] = useState('')

  const current = defaultValue ?? ''
  const names: readonly string[] =
    current && !isIconName(current) ? [current, ...ICON_NAMES] : ICON_NAMES
  const q = foldArabic(query.trim())
  const shown = q ? names.filter((n) => searchTextOf(n).includes(q)) : names
  const error = Array.isArray(errors) ? errors[0] : errors

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium">{label}</legend>
      {hydrated ? (
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="ابحث عن أيقونة..."
          aria-label={t.common.searchIcons(englishLabel, label)}
          dir="rtl"
          className="mb-2 block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
      ) : null}
      <div className="grid max-h-56 grid-cols-5 gap-2 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700">
        <IconOption name={name} value="" label={m('No icon')} checked={current === ''} />
        {names.map((icon) => (
          <IconOption
            key={icon}
            name={name}
            value={icon}
            label={icon}
            title={isIconName(icon) ? `${icon} · ${ICON_NAMES_AR[icon]}` : icon}
            checked={current === icon}
            hidden={!shown.includes(icon)}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {m(error)}
        </p>
      ) : null}
    </fieldset>
  )
}

function IconOption({
  name,
  value,
  label,
  title = label,
  checked,
  hidden = false,
}: {
  name: string
  value: string
  label: string
  title?: string
  checked: boolean
  hidden?: boolean
}) {
  return (
    <label
      title={title}
      className={`${hidden ? 'hidden' : 'flex'} cursor-pointer flex-col items-center gap-1 rounded-md border border-transparent p-2 text-[10px] text-slate-600 hover:bg-slate-100 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:has-[:checked]:bg-slate-800`}
    >
      <input type="radio" name={name} value={value} defaultChecked={checked} className="sr-only" />
      {value ? <Icon name={value} className="h-5 w-5" /> : <span aria-hidden>—</span>}
      <span className="w-full truncate text-center">{label}</span>
    </label>
  )
}
