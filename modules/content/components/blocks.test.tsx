import { describe, expect, it } from 'vitest'
import { lenientSchemas } from '../schemas'
import { renderPage, testRenderContext } from '../testing/render'
import type { TBlock, TPageBlock } from '../types'

function page(body: unknown[], extra: Partial<TPageBlock> = {}): TPageBlock {
  return lenientSchemas.page.parse({
    component: 'page',
    _uid: 'p',
    title: 'Title',
    description: 'Desc',
    body,
    ...extra,
  })
}

const doc = (...paragraphs: unknown[][]) => ({
  type: 'doc',
  content: paragraphs.map((content) => ({ type: 'paragraph', content })),
})

describe('block components', () => {
  it('renders Page, Feature, Grid, Teaser, RichText and Image blocks', () => {
    const html = renderPage(
      page(
        [
          {
            component: 'teaser',
            _uid: 't1',
            style: 'hero',
            headline: 'Breathe',
            text: 'Intro',
            cta_label: 'Go',
            cta_link: { linktype: 'url', url: '/survey/test' },
          },
          {
            component: 'grid',
            _uid: 'g1',
            heading: 'Offers',
            columns: [
              {
                component: 'feature',
                _uid: 'f1',
                icon: 'heart',
                title: 'Free',
                text: 'No cost',
                link: { linktype: 'story', cached_url: 'help', anchor: 'about' },
              },
              { component: 'feature', _uid: 'f2', title: 'Private', text: 'Yours' },
            ],
          },
          {
            component: 'rich_text',
            _uid: 'r1',
            heading: 'Question',
            anchor: 'q',
            text: doc([{ type: 'text', text: 'Answer', marks: [{ type: 'bold' }] }]),
          },
          {
            component: 'image',
            _uid: 'i1',
            image: { filename: '/content/breathe.svg', alt: 'Waves' },
            caption: 'Caption',
          },
        ],
        { hide_title: true },
      ),
      testRenderContext({ locale: 'de' }),
    )
    expect(html).toContain('<h1')
    expect(html).toMatch(/<h1[^>]*>Breathe<\/h1>/)
    expect(html).toContain('href="/de/survey/test"')
    expect(html).toMatch(/<h2[^>]*>Offers<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Free<\/h3>/)
    expect(html).toContain('href="/de/hilfe#about"')
    expect(html).toContain('id="q"')
    expect(html).toContain('<strong class="font-semibold text-slate-900">Answer</strong>')
    expect(html).toContain('src="/content/breathe.svg"')
    expect(html).toContain('alt="Waves"')
    expect(html).toContain('<figcaption')
  })

  it('shows the page title unless a hero carries it, and lists anchored sections', () => {
    const html = renderPage(
      page(
        [
          {
            component: 'rich_text',
            _uid: 'a',
            heading: 'First',
            anchor: 'first',
            text: doc([{ type: 'text', text: 'x' }]),
          },
          {
            component: 'rich_text',
            _uid: 'b',
            heading: 'Second',
            anchor: 'second',
            text: doc([{ type: 'text', text: 'y' }]),
          },
        ],
        { toc: true, intro: 'Lead' },
      ),
    )
    expect(html).toMatch(/<h1[^>]*>Title<\/h1>/)
    expect(html).toContain('Lead')
    expect(html).toContain('On this page')
    expect(html).toContain('href="#first"')
    expect(html).toContain('href="#second"')
  })

  it('renders unknown blocks as nothing in production and as a visible warning in development', () => {
    const body = [
      { component: 'carousel', _uid: 'c1', slides: [] },
      { component: 'feature', _uid: 'f1' },
    ]
    const production = renderPage(page(body), testRenderContext({ development: false }))
    expect(production).not.toContain('carousel')
    expect(production).not.toContain('role="note"')
    const development = renderPage(page(body), testRenderContext({ development: true }))
    expect(development).toContain('Block carousel cannot be shown')
    expect(development).toContain('Block feature cannot be shown: title')
  })

  it('never renders unsafe link targets from content', () => {
    const html = renderPage(
      page([
        {
          component: 'feature',
          _uid: 'f',
          title: 'X',
          link: { linktype: 'url', url: 'javascript:alert(1)' },
        },
        {
          component: 'rich_text',
          _uid: 'r',
          text: doc([
            {
              type: 'text',
              text: 'click',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }],
            },
          ]),
        },
      ]),
    )
    expect(html).not.toContain('javascript:')
    expect(html).toContain('click')
  })

  it('opens external links in a new tab and says so', () => {
    const html = renderPage(
      page([
        {
          component: 'rich_text',
          _uid: 'r',
          text: doc([
            {
              type: 'text',
              text: 'WHO',
              marks: [{ type: 'link', attrs: { href: 'https://www.who.int/', linktype: 'url' } }],
            },
          ]),
        },
      ]),
    )
    expect(html).toContain('href="https://www.who.int/"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('opens in a new tab')
  })

  it('fills configuration values, marks missing required ones and drops paragraphs with missing optional ones', () => {
    const blocks: unknown[] = [
      {
        component: 'rich_text',
        _uid: 'r',
        text: doc(
          [{ type: 'text', text: '{{imprint.name}}' }],
          [{ type: 'text', text: 'Address: {{imprint.address}}' }],
          [{ type: 'text', text: 'Phone: {{imprint.phone}}' }],
          [
            {
              type: 'text',
              text: 'mail',
              marks: [{ type: 'link', attrs: { href: 'mailto:{{imprint.email}}', linktype: 'url' } }],
            },
          ],
        ),
      },
    ]
    const html = renderPage(
      page(blocks),
      testRenderContext({
        variables: { 'imprint.name': 'Exhale gGmbH', 'imprint.email': 'hi@exhale.example' },
      }),
    )
    expect(html).toContain('Exhale gGmbH')
    expect(html).toContain('not configured (IMPRINT_ADDRESS)')
    expect(html).not.toContain('Phone:')
    expect(html).toContain('href="mailto:hi@exhale.example"')
  })

  it('in production leaves out what needs a missing setting: no marker, no empty mailto', () => {
    const html = renderPage(
      page([
        {
          component: 'rich_text',
          _uid: 'r',
          text: doc(
            [{ type: 'text', text: 'Run by {{imprint.name}}' }],
            [
              {
                type: 'text',
                text: 'Write to us',
                marks: [{ type: 'link', attrs: { href: 'mailto:{{imprint.email}}', linktype: 'url' } }],
              },
            ],
            [{ type: 'text', text: 'We answer within a week.' }],
          ),
        },
      ]),
      testRenderContext({ variables: {}, hideMissingSettings: true }),
    )
    expect(html).not.toContain('not configured')
    expect(html).not.toContain('mailto:')
    expect(html).not.toContain('Run by')
    expect(html).toContain('We answer within a week.')
  })

  it('lets a teaser show the story it references', () => {
    const block: TBlock = {
      component: 'teaser',
      _uid: 't',
      style: 'card',
      story: {
        uuid: '00000000-0000-4000-8000-000000000001',
        full_slug: 'posts/first-three-days',
        name: 'First days',
        content: { title: 'The first three days', description: 'What to expect' },
      },
    }
    const html = renderPage(page([block]), testRenderContext({ locale: 'fr' }))
    expect(html).toContain('href="/fr/posts/first-three-days"')
    expect(html).toContain('The first three days')
    expect(html).toContain('What to expect')
  })

  it('maps rich-text heading levels so they never skip one', () => {
    const heading = (level: number, text: string) => ({
      type: 'heading',
      attrs: { level },
      content: [{ type: 'text', text }],
    })
    const richText = (uid: string, content: unknown[], blockHeading?: string) => ({
      component: 'rich_text',
      _uid: uid,
      ...(blockHeading ? { heading: blockHeading } : {}),
      text: { type: 'doc', content },
    })
    const html = renderPage(
      page([
        // An author's h3 and h4 straight under the page's h1: h2 and h3.
        richText('r1', [heading(3, 'Why'), heading(4, 'Details')]),
        // Under the block's own h2: h3.
        richText('r2', [heading(2, 'Inside')], 'Section'),
      ]),
    )
    expect(html).toMatch(/<h2[^>]*>Why<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Details<\/h3>/)
    expect(html).toMatch(/<h2[^>]*>Section<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Inside<\/h3>/)
  })
})
