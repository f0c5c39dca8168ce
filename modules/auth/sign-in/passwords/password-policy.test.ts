import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords'
import { checkPasswordLength, ruleOfServerCode } from './password-policy'

describe('password policy', () => {
  it('checks the length rules: 8 to 128 characters', () => {
    expect(checkPasswordLength('1234567')).toEqual(['min-length'])
    expect(checkPasswordLength('12345678')).toEqual([])
    expect(checkPasswordLength('x'.repeat(128))).toEqual([])
    expect(checkPasswordLength('x'.repeat(129))).toEqual(['max-length'])
  })

  it('knows the 10 000 most common passwords, ignoring case', () => {
    expect(isCommonPassword('123456')).toBe(true)
    expect(isCommonPassword('password')).toBe(true)
    expect(isCommonPassword('PassWord')).toBe(true)
    expect(isCommonPassword('qwertyuiop')).toBe(true)
    expect(isCommonPassword('correct horse battery')).toBe(false)
    expect(isCommonPassword('Zq8!vN3#wL')).toBe(false)
  })

  it('names the rule of a server refusal', () => {
    expect(ruleOfServerCode('PASSWORD_TOO_SHORT')).toBe('min-length')
    expect(ruleOfServerCode('PASSWORD_TOO_LONG')).toBe('max-length')
    expect(ruleOfServerCode('PASSWORD_TOO_COMMON')).toBe('not-common')
    expect(ruleOfServerCode('SOMETHING_ELSE')).toBeUndefined()
  })
})
