import 'server-only'
import { hashPersonalValue } from '@/lib/hashing'
import type { TErasureSubject } from './registry-types'

/** The salted hash an audit entry keeps instead of the erased user id (or address). */
export function hashSubjectId(subject: TErasureSubject): string {
  return subject.userId
    ? hashPersonalValue('audit:user', subject.userId)
    : hashPersonalValue('audit:email', subject.email)
}
