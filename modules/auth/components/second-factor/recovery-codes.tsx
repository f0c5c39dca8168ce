'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/modules/ui/components/button'

/** The recovery codes, shown once, with copy and download-as-text. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations('secondFactor.settings')
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`

  async function copy() {
    await navigator.clipboard.writeText(text)
    setCopied(true)
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'exhale-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        {t('codesTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('codesIntro')}</p>
      <ul aria-label={t('codesTitle')} className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex gap-3">
        <Button block variant="secondary" type="button" onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button block variant="secondary" type="button" onClick={download}>
          {t('download')}
        </Button>
      </div>
      {copied ? (
        <p role="status" className="text-sm">
          {t('copied')}
        </p>
      ) : null}
    </section>
  )
}
