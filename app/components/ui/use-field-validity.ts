// The browser checks a form's required fields and formats before it is sent (docs/product.md §5),
// but says so in the browser's language ("Please fill out this field."), whatever the page's. Once
// a script runs, each refusal is told in the page's words instead: when a field is found invalid
// its message is set from what is wrong with it, shown through `shown` (the admin's language), and
// dropped as soon as the field changes or a submit button is pressed, so the browser checks it
// afresh. The checks themselves stay the browser's, and the server still refuses what gets past.
import { useEffect } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement

/** What is wrong with a field, in English words the admin dictionary translates. */
export function refusalOf(control: Control): string | null {
  const { validity } = control
  const type = control instanceof HTMLInputElement ? control.type : ''
  if (validity.valueMissing) {
    if (type === 'file') return 'Please choose a file.'
    if (type === 'checkbox' || type === 'radio') return 'Please choose this to go on.'
    if (control instanceof HTMLSelectElement) return 'Please choose an option.'
    return 'Please fill in this field.'
  }
  if (validity.typeMismatch) {
    if (type === 'email') return 'Enter a valid email address'
    if (type === 'url') return 'Enter a full address, starting with https://'
  }
  if (validity.valid || validity.customError) return null
  return 'Please check this field.'
}

export function useFieldValidity(shown: (message: string) => string) {
  useEffect(() => {
    const ours = new WeakSet<Control>()
    const clear = (control: Control) => {
      if (!ours.has(control)) return
      ours.delete(control)
      control.setCustomValidity('')
    }
    const onInvalid = (event: Event) => {
      if (!isControl(event.target)) return
      clear(event.target)
      const refusal = refusalOf(event.target)
      if (!refusal) return
      event.target.setCustomValidity(shown(refusal))
      ours.add(event.target)
    }
    const onChange = (event: Event) => {
      if (isControl(event.target)) clear(event.target)
    }
    // A value set by a script (a library pick) fires no input event: a submit starts afresh.
    const onClick = (event: Event) => {
      const { target } = event
      const button =
        target instanceof Element ? target.closest('button, input[type="submit"]') : null
      const form =
        button instanceof HTMLButtonElement || button instanceof HTMLInputElement
          ? button.form
          : null
      if (!form) return
      for (const element of Array.from(form.elements)) if (isControl(element)) clear(element)
    }
    document.addEventListener('invalid', onInvalid, true)
    document.addEventListener('input', onChange, true)
    document.addEventListener('change', onChange, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('invalid', onInvalid, true)
      document.removeEventListener('input', onChange, true)
      document.removeEventListener('change', onChange, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [shown])
}
