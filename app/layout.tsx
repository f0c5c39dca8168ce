import type { ReactNode } from 'react'
import './globals.css'

// The real root layout is app/[locale]/layout.tsx; this one only exists so that
// app/not-found.tsx can render for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
