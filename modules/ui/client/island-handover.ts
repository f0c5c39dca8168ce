/**
 * Hands a server-rendered form over to the client component that replaces it (an island whose
 * script loads when someone starts using it): what was typed or ticked, the focus and a submit
 * made while the script was loading carry over, so nothing done in the meantime is lost.
 */

type TControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function controlsOf(container: HTMLElement): TControl[] {
  return [...container.querySelectorAll<TControl>('input[name], textarea[name], select[name]')].filter(
    (control) => !(control instanceof HTMLInputElement && control.type === 'hidden'),
  )
}

type THandover = { restore: (container: HTMLElement) => void }

/** What the person did in the server's form: read before the swap, applied to the new form after it. */
export function readFormState(container: HTMLElement, submitted: boolean): THandover {
  const values = controlsOf(container).map((control) => ({
    name: control.name,
    value: control.value,
    checked:
      control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
        ? control.checked
        : undefined,
  }))
  const active = container.ownerDocument.activeElement
  const focused = active instanceof HTMLElement && container.contains(active) ? active : null
  const focusedName = focused && 'name' in focused && typeof focused.name === 'string' ? focused.name : null
  const selection =
    focused instanceof HTMLInputElement && focused.selectionStart !== null
      ? ([focused.selectionStart, focused.selectionEnd ?? focused.selectionStart] as const)
      : null
  return {
    restore(next) {
      const controls = controlsOf(next)
      for (const saved of values) {
        // A checkbox or radio button is one of a group by its value; any other control by its name.
        const control = controls.find(
          (candidate) =>
            candidate.name === saved.name && (saved.checked === undefined || candidate.value === saved.value),
        )
        if (!control) continue
        if (
          control instanceof HTMLInputElement &&
          (control.type === 'checkbox' || control.type === 'radio')
        ) {
          control.checked = saved.checked ?? false
        } else {
          control.value = saved.value
        }
      }
      const refocus = focusedName ? controls.find((control) => control.name === focusedName) : null
      if (refocus) {
        refocus.focus()
        if (selection && refocus instanceof HTMLInputElement) {
          try {
            refocus.setSelectionRange(...selection)
          } catch {
            // Email inputs have no selection API; the caret stays at the end.
          }
        }
      }
      if (submitted) next.querySelector('form')?.requestSubmit()
    },
  }
}

/** The events that say someone is about to use the form (mouse, touch, keyboard). */
export const ISLAND_INTENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const
