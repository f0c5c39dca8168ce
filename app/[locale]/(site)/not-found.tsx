import { NotFoundView } from '@/modules/site/components/not-found-view'

export default function NotFound() {
  return <NotFoundView />
}
