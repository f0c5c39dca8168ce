import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'
import { languageTags, type TLocale } from '@/i18n/locales'

const colors = { brand: '#0f7a5c', text: '#1e293b', muted: '#475569', border: '#e2e8f0', page: '#f8fafc' }

/** The frame of every mail: site name, heading, content, footer. Inline styles for mail clients. */
export function EmailLayout({
  locale,
  siteName,
  preview,
  heading,
  footer,
  children,
}: {
  locale: TLocale
  siteName: string
  preview: string
  heading: string
  footer: ReactNode
  children: ReactNode
}) {
  return (
    <Html lang={languageTags[locale]}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px' }}>
          <Text style={{ color: colors.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' }}>
            {siteName}
          </Text>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${colors.border}`,
              borderRadius: '8px',
              padding: '24px',
            }}
          >
            <Heading as="h1" style={{ color: colors.text, fontSize: '22px', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: '24px 0 12px' }} />
          <Text style={{ color: colors.muted, fontSize: '12px', lineHeight: '18px' }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

export function EmailText({ children }: { children: ReactNode }) {
  return <Text style={{ color: colors.text, fontSize: '15px', lineHeight: '22px' }}>{children}</Text>
}

export function EmailMuted({ children }: { children: ReactNode }) {
  return <Text style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px' }}>{children}</Text>
}

/** The call to action, with the address written out below for clients that hide buttons. */
export function EmailAction({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <>
      <Section style={{ margin: '24px 0' }}>
        <Button
          href={href}
          style={{
            backgroundColor: colors.brand,
            borderRadius: '6px',
            color: '#ffffff',
            fontSize: '15px',
            fontWeight: 600,
            padding: '12px 20px',
            textDecoration: 'none',
          }}
        >
          {label}
        </Button>
      </Section>
      <EmailMuted>{fallback}</EmailMuted>
      <Text style={{ fontSize: '13px', lineHeight: '20px', wordBreak: 'break-all' }}>
        <Link href={href} style={{ color: colors.brand }}>
          {href}
        </Link>
      </Text>
    </>
  )
}
