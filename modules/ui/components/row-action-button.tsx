'use client'

import { useActionState } from 'react'
import type { TActionResult } from '@/lib/action-result'
import { Button } from './button'
import { ActionFeedback } from './form-feedback'

type TRowAction = (state: TActionResult | null, formData: FormData) => Promise<TActionResult>

/** One button that runs an action on one row (by its id); a plain form without JavaScript. */
export function RowActionButton({ action, id, label }: { action: TRowAction; id: number; label: string }) {
  const [state, dispatch, pending] = useActionState(action, null)
  return (
    <form action={dispatch} className="inline">
      <input type="hidden" name="id" value={id} />
      <Button variant="secondary" pending={pending} className="text-sm">
        {label}
      </Button>
      <ActionFeedback state={state && !state.ok ? state : null} />
    </form>
  )
}
