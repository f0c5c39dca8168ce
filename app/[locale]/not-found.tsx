import { NotFoundView } from '@/modules/site/components/not-found-view'

export default function NotFound() {
  return (
    <main id="main" className="flex-1 px-4">
      <NotFoundView />
    </main>
  )
}
