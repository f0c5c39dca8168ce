'use client'

/** Reloads the page the visitor asked for (the offline page is shown under that URL). */
export function RetryButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {label}
    </button>
  )
}
