import { describe, expect, it } from 'vitest'
import { isAdminPath, isSignedInPath, NO_ADMIN_RIGHTS, resolveGuard, type TViewer } from './guards'

const visitor: TViewer = { signedIn: false }
const user: TViewer = { signedIn: true, admin: false }
const admin: TViewer = { signedIn: true, admin: true }

describe('resolveGuard', () => {
  describe('a visitor goes to login with the wanted path', () => {
    it.each([
      ['/admin', '', '/login?redirect=%2Fadmin'],
      ['/admin/user-roles', '', '/login?redirect=%2Fadmin%2Fuser-roles'],
      ['/admin/codes/abc', '', '/login?redirect=%2Fadmin%2Fcodes%2Fabc'],
      ['/data-deletion', '', '/login?redirect=%2Fdata-deletion'],
      ['/account', '', '/login?redirect=%2Faccount'],
      ['/de/admin', '', '/de/login?redirect=%2Fde%2Fadmin'],
      ['/de/admin/user-roles', '', '/de/login?redirect=%2Fde%2Fadmin%2Fuser-roles'],
      ['/fr/data-deletion', '', '/fr/login?redirect=%2Ffr%2Fdata-deletion'],
      ['/ru/account', '', '/ru/login?redirect=%2Fru%2Faccount'],
      ['/admin/email', '?tab=sent&page=2', '/login?redirect=%2Fadmin%2Femail%3Ftab%3Dsent%26page%3D2'],
    ])('%s%s → %s', (path, search, location) => {
      expect(resolveGuard(path, search, visitor)).toEqual({ allow: false, location })
    })
  })

  describe('a signed-in user without the admin role', () => {
    it.each([
      ['/admin', '/error?message=no%20admin%20rights'],
      ['/admin/user-roles', '/error?message=no%20admin%20rights'],
      ['/de/admin', '/de/error?message=no%20admin%20rights'],
      ['/pl/admin/purchases', '/pl/error?message=no%20admin%20rights'],
    ])('on %s → %s', (path, location) => {
      expect(resolveGuard(path, '', user)).toEqual({ allow: false, location })
    })

    it.each(['/data-deletion', '/de/data-deletion', '/account', '/de/account'])('may open %s', (path) => {
      expect(resolveGuard(path, '', user)).toEqual({ allow: true })
    })

    it('the error message is the known code', () => {
      expect(NO_ADMIN_RIGHTS).toBe('no admin rights')
    })
  })

  describe('an admin', () => {
    it.each(['/admin', '/admin/user-roles', '/de/admin', '/data-deletion', '/account'])(
      'may open %s',
      (path) => {
        expect(resolveGuard(path, '', admin)).toEqual({ allow: true })
      },
    )
  })

  describe('public paths are open to everybody', () => {
    const paths = [
      '/',
      '/de',
      '/login',
      '/posts/admin-tips',
      '/de/posts/admin-tips',
      '/administration',
      '/admin-tips',
      '/data-deletion-info',
      '/start-data-deletion',
      '/de/start-data-deletion',
      '/accounts',
      '/help/admin',
    ]
    for (const viewer of [visitor, user, admin]) {
      it.each(paths)(`%s for ${JSON.stringify(viewer)}`, (path) => {
        expect(resolveGuard(path, '', viewer)).toEqual({ allow: true })
      })
    }
  })
})

describe('path sections', () => {
  it('matches whole segments after the locale', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/')).toBe(true)
    expect(isAdminPath('/admin/codes/1')).toBe(true)
    expect(isAdminPath('/admins')).toBe(false)
    expect(isAdminPath('/posts/admin')).toBe(false)
    expect(isSignedInPath('/data-deletion')).toBe(true)
    expect(isSignedInPath('/data-deletion/confirm')).toBe(true)
    expect(isSignedInPath('/start-data-deletion')).toBe(false)
    expect(isSignedInPath('/account')).toBe(true)
    expect(isSignedInPath('/login')).toBe(false)
  })
})

describe('percent-encoded paths', () => {
  it('guards /de/%61dmin like /de/admin', () => {
    expect(resolveGuard('/de/%61dmin', '', { signedIn: false })).toEqual({
      allow: false,
      location: '/de/login?redirect=%2Fde%2F%2561dmin',
    })
  })
})
