import { type FormEvent, startTransition } from 'react'

/**
 * Submits through the action without React's automatic form reset, so a rejected form keeps
 * what the person typed. Without JavaScript the form posts to the same action as a plain form.
 */
export function submitWithoutReset(dispatch: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    startTransition(() => dispatch(form))
  }
}
