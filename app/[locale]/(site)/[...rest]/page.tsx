import { notFound } from 'next/navigation'

// Any path that no route claims: the localized 404 inside the default layout.
export default function UnknownRoute(): never {
  notFound()
}
