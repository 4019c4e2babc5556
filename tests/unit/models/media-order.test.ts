// A project's media order, lead image and captions (docs/product.md "Media") on a real SQLite file:
// the order given is the order stored, at most one item leads, a list that says nothing of a lead
// (a client older than it, a revision) keeps the one its URL had, and pages show the lead first or,
// with none marked, the first as they always did.
import { describe, expect, test } from 'vitest'
import {
  createDetailedProject,
  getDetailedProject,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import { createProject, getProject, updateProject } from '#app/models/project.server.ts'
import { cardMedia, leadFirst } from '#app/models/media-order.ts'

const A = { url: 'https://example.com/a.png', type: 'image' as const }
const B = { url: 'https://example.com/b.png', type: 'image' as const }
const C = { url: 'https://example.com/c.mp4', type: 'video' as const }
const caseStudy = { title: 'Case', description: 'Text', category: 'Film' }

describe('media order and lead on the model', () => {
  test('the order given is stored, and a lead is stored only when marked', () => {
    const saved = createDetailedProject({ ...caseStudy, media: [C, A, B] })
    expect(getDetailedProject(Number(saved._id), { all: true })!.media).toEqual([C, A, B])
    const marked = updateDetailedProject(Number(saved._id), {
      ...caseStudy,
      media: [C, { ...A, lead: false }, { ...B, lead: true, caption: 'Night shoot' }],
    })!
    expect(marked.media).toEqual([C, A, { ...B, lead: true, caption: 'Night shoot' }])
  })

  test('only the first item marked leads', () => {
    const saved = createProject({
      title: 'Card',
      category: 'Film',
      media: [A, { ...B, lead: true }, { ...C, lead: true }],
    })
    expect(getProject(Number(saved._id), { all: true })!.media.filter((m) => m.lead)).toEqual([
      { ...B, lead: true },
    ])
  })

  test('a list that says nothing of a lead keeps the one its URL had, in its new place', () => {
    const saved = createDetailedProject({
      ...caseStudy,
      media: [A, { ...B, lead: true, caption: 'Kept' }],
    })
    // An older client sends the list reordered, without lead or caption.
    const put = updateDetailedProject(Number(saved._id), { ...caseStudy, media: [B, C, A] })!
    expect(put.media).toEqual([{ ...B, lead: true, caption: 'Kept' }, C, A])
    // A list that says lead: false everywhere unmarks it; the first leads again.
    const cleared = updateDetailedProject(Number(saved._id), {
      ...caseStudy,
      media: [{ ...B, lead: false, caption: '' }, C, A],
    })!
    expect(cleared.media).toEqual([B, C, A])
  })

  test('the lead goes with its row: dropped empty rows and a removed lead leave none marked', () => {
    const saved = createDetailedProject({
      ...caseStudy,
      media: [{ url: '', type: 'image', lead: true }, A, B],
    })
    expect(saved.media).toEqual([A, B])
    const updated = updateProject(
      Number(createProject({ title: 'P', category: 'Film', media: [A, { ...B, lead: true }] })._id),
      { title: 'P', category: 'Film', media: [A, { ...C, lead: false }] },
    )!
    expect(updated.media).toEqual([A, C])
  })

  test('pages show the lead first, else the first; a card the lead, else the first image', () => {
    expect(leadFirst([A, B, { ...C, lead: true }])).toEqual([{ ...C, lead: true }, A, B])
    expect(leadFirst([C, A, B])).toEqual([C, A, B])
    expect(cardMedia([C, A, B])).toEqual(A)
    expect(cardMedia([A, { ...C, lead: true }])).toEqual({ ...C, lead: true })
    expect(cardMedia([])).toBeUndefined()
  })
})
