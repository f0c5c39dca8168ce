import type { TBadgeFamily } from '../catalogue'

/** The colours of each family: text on the disc keeps a contrast of at least 4.5:1 (white on 700s). */
const COLOURS: Record<TBadgeFamily, { disc: string; ring: string }> = {
  'smoke-free': { disc: '#047857', ring: '#a7f3d0' },
  streak: { disc: '#1d4ed8', ring: '#bfdbfe' },
  cravings: { disc: '#7e22ce', ring: '#e9d5ff' },
  money: { disc: '#b45309', ring: '#fde68a' },
  missions: { disc: '#be123c', ring: '#fecdd3' },
}

/** The symbol of each family, drawn in the lower half of the disc. */
function FamilySymbol({ family }: { family: TBadgeFamily }) {
  switch (family) {
    case 'smoke-free': // a leaf
      return <path d="M32 50c-6-2-9-7-8-12 6 0 10 3 12 8" fill="none" stroke="#fff" strokeWidth="2" />
    case 'streak': // a flame
      return <path d="M32 52c-4 0-6-3-5-6 1-3 4-4 5-8 1 4 4 5 5 8 1 3-1 6-5 6z" fill="#fff" />
    case 'cravings': // a wave ridden out
      return <path d="M23 47c3-3 6-3 9 0s6 3 9 0" fill="none" stroke="#fff" strokeWidth="2.5" />
    case 'money': // a coin
      return <circle cx="32" cy="46" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
    case 'missions': // a tick
      return <path d="M26 45l4 4 8-8" fill="none" stroke="#fff" strokeWidth="2.5" />
  }
}

/**
 * A badge as inline SVG (no image service): a disc in the family's colour with the number it was
 * earned for. `label` is its text alternative; a badge not earned yet is drawn in grey.
 */
export function BadgeMedal({
  family,
  threshold,
  label,
  earned = true,
  size = 64,
}: {
  family: TBadgeFamily
  threshold: number
  label: string
  earned?: boolean
  size?: number
}) {
  const colour = earned ? COLOURS[family] : { disc: '#64748b', ring: '#e2e8f0' }
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 64 64" className="shrink-0">
      <circle cx="32" cy="32" r="30" fill={colour.ring} />
      <circle cx="32" cy="32" r="25" fill={colour.disc} />
      <text
        x="32"
        y="34"
        textAnchor="middle"
        fontSize={threshold >= 100 ? 15 : 18}
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {threshold}
      </text>
      <FamilySymbol family={family} />
    </svg>
  )
}
