'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { hasPageHydrated } from './hydrated'
import { actionIndex, ISLAND_INTENTS, isTypingIn, readFormState } from './island-handover'

const KEEP_SERVER_HTML = { __html: '' }

type TIsland<TProps> = {
  /**
   * The form itself, on the server only: each island's module passes
   * `typeof window === 'undefined' ? require('./the-form').TheForm : null`, a branch the browser
   * bundle drops, so the form's code is not part of the page's script.
   */
  serverForm: ComponentType<TProps> | null
  /** The form's code for the browser: a dynamic import, its own chunk. */
  load: () => Promise<ComponentType<TProps>>
  /** For the console, should the code not load. */
  name: string
}

/** One island's form: its server render and the browser's loader, loaded at most once a page. */
export type TFormIsland<TProps> = {
  serverForm: ComponentType<TProps> | null
  loaded: () => ComponentType<TProps> | undefined
  load: () => Promise<ComponentType<TProps>>
  name: string
}

export function defineFormIsland<TProps extends object>({
  serverForm,
  load,
  name,
}: TIsland<TProps>): TFormIsland<TProps> {
  let loaded: ComponentType<TProps> | undefined
  let loading: Promise<ComponentType<TProps>> | undefined
  return {
    serverForm,
    name,
    loaded: () => loaded,
    load() {
      loading ??= load().then(
        (form) => {
          loaded = form
          return form
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}

/**
 * A form that works without JavaScript, hydrated without its code (decision 072): on the server
 * it renders the form, so the page's HTML holds it; hydration keeps that HTML as it is (an element
 * whose inner HTML React leaves alone), and the form's code loads once someone points at the form,
 * touches it or tabs into it. The client form replaces the server's when it is needed: at once if
 * nobody is typing in it, else when a submit or a button's click asks for it or the focus leaves
 * its text fields, so the field someone is typing in (and a phone's keyboard) stays as it is.
 * What was typed or ticked, the focus, a held submit and a held click carry over
 * (`readFormState`). If the code cannot load, a held submit posts natively. Mounted after a
 * client-side navigation there is no server HTML: the form loads at once.
 */
export function FormIsland<TProps extends object>({
  island,
  props,
}: {
  island: TFormIsland<TProps>
  props: TProps
}) {
  // Read once: whether this island is hydrating server HTML or was mounted after the page's
  // hydration (a client-side navigation).
  const [keepsServerHtml] = useState(() => !hasPageHydrated())
  const [Form, setForm] = useState<ComponentType<TProps> | null>(
    () => island.serverForm ?? island.loaded() ?? null,
  )
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (Form || !element) return
    let started = false
    let attached = true
    let ready: ComponentType<TProps> | null = null
    let submitted = false
    let clicked: number | null = null
    // A pointer pressed in the form: its click is still to come and must land on the same form.
    let pressed = false

    const swap = () => {
      if (!ready) return
      const form = ready
      detach()
      const handover = readFormState(element, { submitted, clicked })
      flushSync(() => setForm(() => form))
      handover.restore(element, flushSync)
    }
    const swapWhenDue = () => {
      if (!ready || pressed) return
      if (submitted || clicked !== null || !isTypingIn(element)) swap()
    }
    const start = () => {
      if (started) return
      started = true
      for (const type of ISLAND_INTENTS) element.removeEventListener(type, start)
      island.load().then(
        (form) => {
          if (!attached) return
          ready = form
          swapWhenDue()
        },
        (error: unknown) => {
          if (!attached) return
          console.warn(`${island.name} script unavailable`, error)
          detach()
          // Its buttons that need the code cannot work now: hidden again, as before it listened.
          element.removeAttribute('data-island-live')
          if (submitted) element.querySelector('form')?.submit()
        },
      )
    }
    const holdSubmit = (event: Event) => {
      event.preventDefault()
      submitted = true
      start()
      swapWhenDue()
    }
    const holdClick = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.type !== 'button' || !element.contains(button)) return
      clicked = actionIndex(element, button)
      start()
      swapWhenDue()
    }
    const release = () => {
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
      // After the click that follows this pointerup in the same task.
      window.setTimeout(() => {
        pressed = false
        swapWhenDue()
      }, 0)
    }
    const press = () => {
      pressed = true
      window.addEventListener('pointerup', release, true)
      window.addEventListener('pointercancel', release, true)
    }
    // After the focus has moved: the new focus decides whether someone is still typing.
    const focusMoved = () => window.setTimeout(swapWhenDue, 0)
    function detach() {
      attached = false
      for (const type of ISLAND_INTENTS) element?.removeEventListener(type, start)
      element?.removeEventListener('submit', holdSubmit)
      element?.removeEventListener('click', holdClick)
      element?.removeEventListener('pointerdown', press)
      element?.removeEventListener('focusout', focusMoved)
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
      ready = null
    }

    // From now on a click or submit in the server's form is held, not lost.
    element.setAttribute('data-island-live', '')
    element.addEventListener('submit', holdSubmit)
    element.addEventListener('click', holdClick)
    element.addEventListener('pointerdown', press)
    element.addEventListener('focusout', focusMoved)
    if (keepsServerHtml) {
      for (const type of ISLAND_INTENTS) element.addEventListener(type, start, { passive: true })
    } else {
      start()
    }
    return detach
  }, [Form, keepsServerHtml, island])

  return Form ? (
    <div ref={box} data-island-live="">
      <Form {...props} />
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never set: it tells React to keep the server's HTML.
    <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  )
}
