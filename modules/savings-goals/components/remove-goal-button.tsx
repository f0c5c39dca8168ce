'use client'

import { RowActionButton } from '@/modules/ui/components/row-action-button'
import { removeGoalAction } from '../actions'

/** Removes one goal from the row; a plain form without JavaScript. */
export function RemoveGoalButton({ id, label }: { id: number; label: string }) {
  return <RowActionButton action={removeGoalAction} id={id} label={label} />
}
