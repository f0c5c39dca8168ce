import type { TAsset } from '../types'

/** Storyblok asset URLs carry the size (/f/{space}/{w}x{h}/…); knowing it avoids layout shift. */
function sizeOf(filename: string): { width: number; height: number } | undefined {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(filename)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

export function ContentImage({
  asset,
  className,
  priority = false,
}: {
  asset: TAsset
  className?: string
  priority?: boolean
}) {
  const size = sizeOf(asset.filename)
  return (
    // biome-ignore lint/performance/noImgElement: content images come from Storyblok or /public as-is
    <img
      src={asset.filename}
      alt={asset.alt ?? ''}
      title={asset.title || undefined}
      width={size?.width}
      height={size?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
