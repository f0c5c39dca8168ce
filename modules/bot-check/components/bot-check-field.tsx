'use client'

import type {} from 'altcha/types/react'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, startTransition, useEffect, useRef, useState } from 'react'

/** Same name as the server's BOT_CHECK_FIELD (kept here: this file must not import server code). */
export const BOT_CHECK_FIELD_NAME = 'altcha'

type TWidget = HTMLElement & {
  getState: () => string
  verify: () => Promise<unknown>
  reset: () => void
}

// The widget's texts, from our messages (the widget's own translations do not cover every
// string a screen reader announces in all nine languages the same way the site speaks).
const WIDGET_KEYS = [
  'label',
  'verifying',
  'verified',
  'verificationRequired',
  'error',
  'expired',
  'waitAlert',
  'loading',
  'verify',
  'reload',
  'cancel',
] as const

let loading: Promise<unknown> | undefined

/** Asks the form's BotCheckField to load the widget now (solveBotCheck does, on submit). */
const LOAD_EVENT = 'exhale:bot-check-load'

/**
 * The ALTCHA proof-of-work check ("I am not a robot", solved by the browser, no third party).
 * Nothing is loaded or computed until someone works with the form (the newsletter form is in
 * every page's footer): then the widget loads and solves a challenge at once, and puts the answer
 * into the hidden `altcha` field. Keyboard and screen reader: a labelled checkbox with live status
 * texts in the page language.
 */
export function BotCheckField() {
  const t = useTranslations('botCheck')
  const locale = useLocale()
  const anchor = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const want = () => setWanted(true)
    form.addEventListener('focusin', want)
    form.addEventListener('pointerdown', want)
    form.addEventListener(LOAD_EVENT, want)
    return () => {
      form.removeEventListener('focusin', want)
      form.removeEventListener('pointerdown', want)
      form.removeEventListener(LOAD_EVENT, want)
    }
  }, [])

  useEffect(() => {
    if (!wanted) return
    let active = true
    loading ??= import('altcha')
    void loading.then(() => {
      const strings: Record<string, string> = { ariaLinkLabel: 'ALTCHA', footer: '' }
      for (const key of WIDGET_KEYS) strings[key] = t(`widget.${key}`)
      globalThis.$altcha.i18n.set(`exhale-${locale}`, strings)
      if (active) setReady(true)
    })
    return () => {
      active = false
    }
  }, [wanted, locale, t])

  return (
    <div ref={anchor} className="min-h-12">
      {ready ? (
        <altcha-widget
          challenge="/api/bot-check"
          auto="onload"
          language={`exhale-${locale}`}
          name={BOT_CHECK_FIELD_NAME}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 0 })}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('intro')}</p>
      )}
    </div>
  )
}

/** The form's widget, once it is on the page (it is loaded after the form itself). */
async function findWidget(form: HTMLFormElement): Promise<TWidget | null> {
  form.dispatchEvent(new Event(LOAD_EVENT))
  for (let frame = 0; frame < 600; frame++) {
    const widget = form.querySelector<TWidget>('altcha-widget')
    if (widget && typeof widget.getState === 'function') return widget
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  return null
}

/**
 * The answer of the form's bot check, solving it first if the person was quicker than the
 * widget (or never touched it). Null when there is no widget or it failed.
 */
async function solveBotCheck(form: HTMLFormElement): Promise<string | null> {
  const read = () => {
    const input = form.querySelector<HTMLInputElement>(`input[name="${BOT_CHECK_FIELD_NAME}"]`)
    return input?.value ? input.value : null
  }
  const widget = await findWidget(form)
  if (!widget) return read()
  // The widget may be starting on its own (it solves on load) while this asks: wait for whichever
  // run is going, start one only when none is, and give up after a few failed runs.
  for (let round = 0; round < 4; round++) {
    const state = widget.getState()
    if (state === 'verified' && read()) return read()
    if (state === 'verifying') await settled(widget)
    else await widget.verify()
  }
  return read()
}

/** Resolves when the widget leaves the "verifying" state (or after its 90 s solve timeout). */
function settled(widget: TWidget): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      if (widget.getState() === 'verifying') return
      widget.removeEventListener('statechange', done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, 95_000)
    widget.addEventListener('statechange', done)
  })
}

/** After a refused or accepted answer: a used answer never works twice, so get a new one. */
function resetBotCheck(form: HTMLFormElement | null) {
  const widget = form?.querySelector<TWidget>('altcha-widget')
  if (widget && typeof widget.reset === 'function') widget.reset()
}

/**
 * onSubmit of a server-action form with a bot check: solves the check first, then runs the
 * action with the form's data (answer included). An answer is used up by the server, so each
 * submission solves a new challenge. Without JavaScript the form posts natively (and the server
 * refuses it for want of an answer).
 */
export function submitAfterBotCheck(
  event: FormEvent<HTMLFormElement>,
  action: (data: FormData) => void,
  setPending?: (pending: boolean) => void,
) {
  event.preventDefault()
  const form = event.currentTarget
  setPending?.(true)
  void (async () => {
    if (form.dataset.botCheck === 'used') resetBotCheck(form)
    await solveBotCheck(form)
    form.dataset.botCheck = 'used'
    const data = new FormData(form)
    setPending?.(false)
    startTransition(() => action(data))
  })()
}
