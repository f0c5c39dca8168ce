'use client'

import { useLocale } from 'next-intl'
import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react'
import type { TLocale } from '@/i18n/locales'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { Button } from '@/modules/ui/components/button'
import { RouteLink } from '@/modules/ui/components/route-link'
import { alertClass } from '@/modules/ui/components/styles'
import { submitSurveyAction } from '../actions'
import type { TSurveyKey } from '../definitions'

export type TQuestionView = { id: string; text: string; options: { id: string; label: string }[] }
export type TResultView = { title: string; advice: string }
export type TSurveyFormLabels = {
  /** "Question n of N", one per step. */
  progress: string[]
  back: string
  next: string
  submit: string
  submitting: string
  chooseAnswer: string
  errorHeading: string
  restart: string
  resultHeading: string
  /** "Your score: n of 10", by score. */
  scores: Record<number, string>
  savedToAccount: string
  savedAnonymously: string
  toProgramme: string
  otherSurvey: string
}

/**
 * One survey as a form. Without JavaScript every question is shown and the form posts to the
 * server action as a plain form; the server renders the result. Once hydrated, it shows one
 * question per step with progress, Back and Next. With JavaScript the server HTML already paints
 * that stepped view before hydration (`js:` classes, see HeadScript), so hydration moves
 * nothing; after it, the `hidden` attributes decide what shows.
 */
export function SurveyForm({
  survey,
  version,
  questions,
  results,
  labels,
  selfHref,
  otherSurveyHref,
}: {
  survey: TSurveyKey
  version: number
  questions: TQuestionView[]
  results: Record<string, TResultView>
  labels: TSurveyFormLabels
  selfHref: string
  otherSurveyHref: '/survey/test' | '/survey/motivation'
}) {
  const errorMessage = useErrorMessage()
  const locale = useLocale() as TLocale
  const [state, formAction, pending] = useActionState(submitSurveyAction, null)
  const [enhanced, setEnhanced] = useState(false)
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [missing, setMissing] = useState(false)
  const [dismissed, setDismissed] = useState<typeof state>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRefs = useRef<(HTMLElement | null)[]>([])
  const resultRef = useRef<HTMLHeadingElement>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const movedRef = useRef(false)

  useEffect(() => {
    // Keep whatever was chosen before hydration, then switch to one question per step.
    if (formRef.current) {
      const chosen: Record<string, string> = {}
      for (const [key, value] of new FormData(formRef.current)) {
        if (typeof value === 'string' && questions.some((q) => q.id === key)) chosen[key] = value
      }
      setAnswers(chosen)
    }
    setEnhanced(true)
  }, [questions])

  useEffect(() => {
    if (movedRef.current) headingRefs.current[step]?.focus()
  }, [step])

  const showResult = state?.ok === true && state !== dismissed
  useEffect(() => {
    if (!state || state === dismissed) return
    if (state.ok) resultRef.current?.focus()
    else {
      errorRef.current?.focus()
      movedRef.current = false
      setStep(0)
      setAnswers({})
    }
  }, [state, dismissed])

  if (showResult && state?.ok) {
    const result = results[state.data.result]
    return (
      <section aria-labelledby="survey-result" className="rounded-lg border border-brand-100 bg-brand-50 p-6">
        <h2 id="survey-result" ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {labels.resultHeading}
        </h2>
        <p className="mt-2 text-lg font-semibold">{labels.scores[state.data.score]}</p>
        <p className="mt-4 text-xl font-bold text-brand-700">{result?.title}</p>
        <p className="mt-2 max-w-2xl text-slate-800">{result?.advice}</p>
        <p className="mt-4 text-sm text-slate-700">
          {state.data.savedTo === 'account' ? labels.savedToAccount : labels.savedAnonymously}
        </p>
        <ul className="mt-6 flex flex-wrap gap-3">
          <li>
            <RouteLink
              locale={locale}
              href="/quit-smoking"
              className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {labels.toProgramme}
            </RouteLink>
          </li>
          <li>
            <RouteLink
              locale={locale}
              href={otherSurveyHref}
              className="inline-block rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700"
            >
              {labels.otherSurvey}
            </RouteLink>
          </li>
          <li>
            <a
              href={selfHref}
              onClick={(event) => {
                event.preventDefault()
                movedRef.current = false
                setDismissed(state)
                setStep(0)
                setAnswers({})
              }}
              className="inline-block px-4 py-2 font-semibold text-brand-700 underline"
            >
              {labels.restart}
            </a>
          </li>
        </ul>
      </section>
    )
  }

  const last = questions.length - 1
  const current = questions[step]
  const stepped = questions.length > 1
  // Before hydration (enhanced false) with JavaScript: paint what the hydrated first step shows.
  const preStep = !enhanced && stepped
  const goTo = (next: number) => {
    movedRef.current = true
    setMissing(false)
    setStep(next)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return
    // Enter on a radio submits the form: before the last step it means Next.
    if (current && !answers[current.id]) {
      event.preventDefault()
      setMissing(true)
      return
    }
    if (step < last) {
      event.preventDefault()
      goTo(step + 1)
    }
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate={enhanced} className="max-w-2xl">
      <input type="hidden" name="survey" value={survey} />
      <input type="hidden" name="version" value={version} />
      {state && !state.ok && state !== dismissed ? (
        <div ref={errorRef} tabIndex={-1} role="alert" className={`mb-6 ${alertClass}`}>
          <p className="font-semibold">{labels.errorHeading}</p>
          <p>{errorMessage(state)}</p>
        </div>
      ) : null}
      {stepped ? (
        <div className={enhanced ? 'mb-6' : 'mb-6 hidden js:block'}>
          <p id="survey-progress" className="text-sm font-medium text-slate-700">
            {labels.progress[step]}
          </p>
          <progress
            aria-labelledby="survey-progress"
            max={questions.length}
            value={step + 1}
            className="mt-2 h-2 w-full"
          />
        </div>
      ) : null}
      {questions.map((question, index) => (
        <fieldset
          key={question.id}
          hidden={enhanced && index !== step}
          className={preStep && index > 0 ? 'mb-8 js:hidden' : 'mb-8'}
          aria-describedby={enhanced && missing && index === step ? 'survey-missing' : undefined}
        >
          <legend className="mb-3">
            <span
              ref={(element) => {
                headingRefs.current[index] = element
              }}
              tabIndex={-1}
              className="block"
            >
              {preStep ? (
                <span className="block text-sm font-medium text-slate-600 js:hidden">
                  {labels.progress[index]}
                </span>
              ) : null}
              <span className="block text-xl font-semibold text-slate-900">{question.text}</span>
            </span>
          </legend>
          <div className="grid gap-2">
            {question.options.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-3 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={question.id}
                  value={option.id}
                  required
                  checked={enhanced ? answers[question.id] === option.id : undefined}
                  onChange={() => {
                    setMissing(false)
                    setAnswers((previous) => ({ ...previous, [question.id]: option.id }))
                  }}
                  className="size-5 accent-brand-600"
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {enhanced && missing ? (
        <p id="survey-missing" role="alert" className="mb-4 font-medium text-red-800">
          {labels.chooseAnswer}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {enhanced && step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => goTo(step - 1)}>
            {labels.back}
          </Button>
        ) : null}
        {step < last ? (
          // Before hydration only the stepped view (html.js) shows it; the button's own display
          // class would win over a plain `hidden`, so the wrapper hides it.
          <span className={enhanced ? 'contents' : 'hidden js:contents'}>
            <Button
              type="button"
              onClick={() => (current && answers[current.id] ? goTo(step + 1) : setMissing(true))}
            >
              {labels.next}
            </Button>
          </span>
        ) : null}
        {!enhanced || step >= last ? (
          <Button
            pending={pending}
            pendingLabel={labels.submitting}
            className={preStep ? 'js:hidden' : undefined}
          >
            {labels.submit}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
