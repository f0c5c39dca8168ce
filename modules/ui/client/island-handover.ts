/**
 * Hands a server-rendered form over to the client component that replaces it (an island whose
 * script loads when someone starts using it): what was typed or ticked, the focus, and a submit or
 * a button's click made while the script was loading carry over, so nothing done in the meantime
 * is lost.
 */

type TControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function controlsOf(container: HTMLElement): TControl[] {
  return [...container.querySelectorAll<TControl>('input[name], textarea[name], select[name]')].filter(
    (control) => !(control instanceof HTMLInputElement && control.type === 'hidden'),
  )
}

/** The buttons and links of a form, in document order: the server's and the client's render alike. */
function actionsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button, a[href]')]
}

/**
 * Where the focus is, in terms the client's render of the same form can answer: a radio button or
 * checkbox is one of its group by its value as well as its name.
 */
type TFocus = { name: string; value?: string } | { action: number }

const isChoice = (control: Element): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

function focusOf(container: HTMLElement): TFocus | null {
  const active = container.ownerDocument.activeElement
  if (!(active instanceof HTMLElement) || !container.contains(active)) return null
  if (isChoice(active) && active.name) return { name: active.name, value: active.value }
  if ('name' in active && typeof active.name === 'string' && active.name && active.tagName !== 'BUTTON')
    return { name: active.name }
  const action = actionsOf(container).indexOf(active)
  return action >= 0 ? { action } : null
}

/** True while someone is typing in one of the form's text fields (the focus is in it). */
export function isTypingIn(container: HTMLElement): boolean {
  const active = container.ownerDocument.activeElement
  if (!active || !container.contains(active)) return false
  if (active instanceof HTMLTextAreaElement) return true
  return (
    active instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'submit', 'button', 'reset', 'file'].includes(active.type)
  )
}

/** The index of a button among the form's buttons and links, for a click to be made again. */
export function actionIndex(container: HTMLElement, button: Element): number {
  return actionsOf(container).indexOf(button as HTMLElement)
}

type THandover = {
  /** `render` runs the replayed click so that what it renders is in the page when it returns. */
  restore: (container: HTMLElement, render?: (click: () => void) => void) => void
}

/**
 * What the person did in the server's form: read before the swap, applied to the new form after
 * it. `submitted`: a submit was held back; `clicked`: the index (`actionIndex`) of a button whose
 * click was.
 */
export function readFormState(
  container: HTMLElement,
  { submitted, clicked }: { submitted: boolean; clicked: number | null },
): THandover {
  const values = controlsOf(container).map((control) => ({
    name: control.name,
    value: control.value,
    checked: isChoice(control) ? control.checked : undefined,
  }))
  const focus = focusOf(container)
  const active = container.ownerDocument.activeElement
  const selection =
    focus && active instanceof HTMLInputElement && active.selectionStart !== null
      ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as const)
      : null
  const refocusTarget = (next: HTMLElement, controls: TControl[], afterClick: boolean) => {
    if (!focus) return null
    if ('name' in focus)
      return controls.find(
        (control) =>
          control.name === focus.name && (focus.value === undefined || control.value === focus.value),
      )
    // After a click the buttons may be others: the same place would be another button.
    return afterClick ? null : actionsOf(next)[focus.action]
  }
  const apply = (next: HTMLElement, { afterClick = false } = {}) => {
    const controls = controlsOf(next)
    for (const saved of values) {
      // A checkbox or radio button is one of a group by its value; any other control by its name.
      const control = controls.find(
        (candidate) =>
          candidate.name === saved.name && (saved.checked === undefined || candidate.value === saved.value),
      )
      if (!control) continue
      if (isChoice(control)) {
        control.checked = saved.checked ?? false
      } else {
        control.value = saved.value
      }
    }
    const refocus = refocusTarget(next, controls, afterClick)
    if (refocus && refocus !== next.ownerDocument.activeElement) {
      refocus.focus()
      if (selection && refocus instanceof HTMLInputElement) {
        try {
          refocus.setSelectionRange(...selection)
        } catch {
          // Email inputs have no selection API; the caret stays at the end.
        }
      }
    }
  }
  return {
    restore(next, render = (click) => click()) {
      apply(next)
      if (submitted) {
        next.querySelector('form')?.requestSubmit()
      } else if (clicked !== null) {
        render(() => actionsOf(next)[clicked]?.click())
        // The click may have rendered other fields (another form): what was typed while it was
        // held goes there too.
        apply(next, { afterClick: true })
      }
    },
  }
}

/** The events that say someone is about to use the form (mouse, touch, keyboard). */
export const ISLAND_INTENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const
