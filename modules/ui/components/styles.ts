/**
 * The class names of the form kit, in one place: every input, button and message of the site
 * looks the same. Plain strings, so server and client components can both use them.
 */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700'

export const checkboxClass = 'mt-1 size-4 shrink-0 accent-brand-600'

export const labelClass = 'block text-sm font-medium text-slate-800'

export const hintClass = 'mt-1 text-sm text-slate-600'

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70',
  link: 'font-medium text-brand-700 underline hover:text-brand-800 aria-disabled:cursor-wait',
} as const

/** Full-width buttons of the narrow sign-in and account forms. */
export const blockButtonClass = {
  primary: `${buttonClass.primary} w-full`,
  secondary: `${buttonClass.secondary} w-full`,
} as const

export type TButtonVariant = keyof typeof buttonClass

export const alertClass = 'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900'

export const noticeClass = 'rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900'
