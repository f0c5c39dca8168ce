import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '@/messages/en.json'
import { useFieldErrors } from '../components/fields'
import { type TShownFailure, useErrorMessage } from './use-error-message'

// What a page ships of the catalogue: the codes every page has, and one of its form's own.
const shipped = {
  errors: {
    'common/unknown': en.errors['common/unknown'],
    'common/unexpected-error': en.errors['common/unexpected-error'],
    'surveys/invalid-answer': en.errors['surveys/invalid-answer'],
  },
}

function Failure({ failure }: { failure: TShownFailure }) {
  return <p>{useErrorMessage()(failure)}</p>
}

function FieldMessage({ code }: { code: string }) {
  const fieldError = useFieldErrors({ ok: false, code: 'common/invalid-input', fields: { answer: [code] } })
  return <p>{fieldError('answer')}</p>
}

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={shipped} timeZone="UTC" onError={() => {}}>
      {node}
    </NextIntlClientProvider>,
  )

describe('the message of a failure', () => {
  it('is the text of its code, with the event id of an unexpected one', () => {
    expect(render(<Failure failure={{ code: 'surveys/invalid-answer' }} />)).toBe(
      `<p>${en.errors['surveys/invalid-answer']}</p>`,
    )
    expect(render(<Failure failure={{ code: 'common/unexpected-error', eventId: 'ev-42' }} />)).toContain(
      'ev-42',
    )
  })

  it('is the general message, not a key, for a code whose text the page did not ship', () => {
    expect(render(<Failure failure={{ code: 'auth/wrong-password' }} />)).toBe(
      `<p>${en.errors['common/unknown']}</p>`,
    )
    expect(render(<FieldMessage code="auth/invalid-email" />)).toBe(`<p>${en.errors['common/unknown']}</p>`)
    expect(render(<FieldMessage code="surveys/invalid-answer" />)).toBe(
      `<p>${en.errors['surveys/invalid-answer']}</p>`,
    )
  })
})
