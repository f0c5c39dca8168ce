import { InvalidDeletionLink } from '@/modules/deletion/components/confirm-deletion-page'

export default function NotFound() {
  return <InvalidDeletionLink />
}
