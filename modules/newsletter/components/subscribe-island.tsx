'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { hasPageHydrated } from '@/modules/ui/client/hydrated'
import { ISLAND_INTENTS, readFormState } from '@/modules/ui/client/island-handover'

type TProps = { headingLevel?: 'h2' | 'h3' }
type TForm = ComponentType<TProps>

// On the server the form renders as it is, so its HTML (which works without JavaScript) is part
// of the page. The browser bundle never has this branch: the bundler drops it.
const serverForm: TForm | null =
  typeof window === 'undefined'
    ? (require('./subscribe-form') as typeof import('./subscribe-form')).SubscribeForm
    : null

let loadedForm: TForm | undefined
const loadForm = () =>
  import('./subscribe-form').then(({ SubscribeForm }) => {
    loadedForm = SubscribeForm
    return SubscribeForm
  })

const KEEP_SERVER_HTML = { __html: '' }

/**
 * The newsletter form of every page's footer and of the home page, without its script on load
 * (decision 072): hydration keeps the server's form as it is (an element whose inner HTML React
 * leaves alone), and the form's code loads once someone points at it, touches it or tabs into it.
 * Then the client form replaces it, with what was typed, the focus and a submit made meanwhile
 * (`readFormState`). Without JavaScript, or if the script cannot load, the server's form posts
 * natively. Mounted after a client-side navigation there is no server HTML: the form loads at once.
 */
export function SubscribeIsland(props: TProps) {
  // Read once: whether this island is hydrating server HTML or was mounted after the page's
  // hydration (a client-side navigation).
  const [keepsServerHtml] = useState(() => !hasPageHydrated())
  const [Form, setForm] = useState<TForm | null>(() => serverForm ?? loadedForm ?? null)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (Form || !element) return
    let started = false
    let submitted = false
    const holdSubmit = (event: Event) => {
      event.preventDefault()
      submitted = true
      start()
    }
    const stop = () => {
      for (const type of ISLAND_INTENTS) element.removeEventListener(type, start)
    }
    const start = () => {
      if (started) return
      started = true
      stop()
      loadForm().then(
        (loaded) => {
          element.removeEventListener('submit', holdSubmit)
          const handover = readFormState(element, submitted)
          flushSync(() => setForm(() => loaded))
          handover.restore(element)
        },
        (error: unknown) => {
          console.warn('newsletter form script unavailable', error)
          element.removeEventListener('submit', holdSubmit)
          if (submitted) element.querySelector('form')?.submit()
        },
      )
    }
    element.addEventListener('submit', holdSubmit)
    if (keepsServerHtml) {
      for (const type of ISLAND_INTENTS) element.addEventListener(type, start, { passive: true })
    } else {
      start()
    }
    return () => {
      stop()
      element.removeEventListener('submit', holdSubmit)
    }
  }, [Form, keepsServerHtml])

  return Form ? (
    <div ref={box}>
      <Form {...props} />
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never set: it tells React to keep the server's HTML.
    <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  )
}
