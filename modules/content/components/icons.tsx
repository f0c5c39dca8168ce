import type { TFeatureIcon } from '../types'

// Simple line icons drawn for this site (24×24, stroke = currentColor).
const PATHS: Record<TFeatureIcon, string[]> = {
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 2'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  lungs: [
    'M12 3v9',
    'M12 12c-1.2 0-2.5-.8-3-2',
    'M12 12c1.2 0 2.5-.8 3-2',
    'M9 8C6 8 4 12.5 4 17c0 1.8 1 3 2.5 3S9 19 9 17z',
    'M15 8c3 0 5 4.5 5 9 0 1.8-1 3-2.5 3S15 19 15 17z',
  ],
  chart: ['M4 20h16', 'M7 16v-4', 'M12 16V8', 'M17 16V5'],
  users: [
    'M9 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    'M3 19c0-3 2.7-5 6-5s6 2 6 5',
    'M17 6.5a2.5 2.5 0 1 1 0 5',
    'M17.5 14c2.2.3 3.5 2 3.5 4.5',
  ],
  award: ['M12 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10z', 'M9 13.5 8 21l4-2 4 2-1-7.5'],
  calendar: [
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 3v4',
    'M16 3v4',
  ],
  shield: ['M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z', 'M9 12l2 2 4-4'],
  phone: ['M9 2h6a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M11 18h2'],
  spark: [
    'M12 3v4',
    'M12 17v4',
    'M3 12h4',
    'M17 12h4',
    'M6 6l2.5 2.5',
    'M15.5 15.5 18 18',
    'M6 18l2.5-2.5',
    'M15.5 8.5 18 6',
  ],
  leaf: ['M5 19C5 11 11 5 20 5c0 9-6 15-14 15H5z', 'M5 19l7-7'],
  coin: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M14.5 9.5c-.5-1-1.4-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1.1 0-2-.5-2.5-1.5',
    'M12 6.5V8',
    'M12 16v1.5',
  ],
  check: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M8 12.5l2.5 2.5L16 9.5'],
  question: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7',
    'M12 17h.01',
  ],
  book: ['M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1z', 'M12 6v14'],
  mail: ['M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z', 'M3 7l9 6 9-6'],
}

export function FeatureIcon({ name, className }: { name: TFeatureIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
