// Which of a project's media leads (docs/product.md "Media"): the item the admin marked as the lead,
// else the first, so projects saved before there was a lead look as they did. Pure, for the
// public pages and the admin's grid alike.

type Ordered = { type: string; lead?: boolean }

/** The media in the order a page shows them: the lead first, the others in their order. */
export function leadFirst<M extends Ordered>(media: readonly M[]): M[] {
  const at = media.findIndex((m) => m.lead === true)
  if (at <= 0) return [...media]
  return [media[at]!, ...media.slice(0, at), ...media.slice(at + 1)]
}

/** What a card shows: the marked lead, else the first image, else the first item. */
export function cardMedia<M extends Ordered>(media: readonly M[]): M | undefined {
  return media.find((m) => m.lead === true) ?? media.find((m) => m.type === 'image') ?? media[0]
}
