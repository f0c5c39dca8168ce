import { ActionForm, type TFormAction } from './action-form'

/**
 * A one-button form that flips a setting (enabled/disabled, admin role on/off, pause/resume):
 * the hidden `fields` name the thing and its new value, the button says what happens. A plain
 * form post without JavaScript; with it, the answer shows below the button.
 */
export function ToggleForm({
  action,
  fields,
  label,
  pendingLabel,
  successText,
  variant = 'secondary',
}: {
  action: TFormAction
  fields: Record<string, string>
  label: string
  pendingLabel: string
  successText?: string
  variant?: 'secondary' | 'danger'
}) {
  return (
    <ActionForm
      action={action}
      submitLabel={label}
      pendingLabel={pendingLabel}
      successText={successText}
      variant={variant}
      className="flex flex-col gap-1"
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </ActionForm>
  )
}
