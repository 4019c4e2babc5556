// The About screen's block forms (docs/decisions/053-about-blocks.md): the team grid, the figures
// band and the client logos, each its own form on /admin/about, posted to `?block=<name>` and
// saved through the About page's model. A photo or logo is a file or a URL, as a testimonial's
// image is (forms.server.ts): without JavaScript the files come with the form; with it they went
// first to /admin/uploads/about.
import type { ActionFunctionArgs } from '@remix-run/node'
import { saveAboutBlocks } from '#app/models/about.server.ts'
import {
  ClientsInputSchema,
  FiguresInputSchema,
  TeamInputSchema,
} from '#app/models/about-blocks.server.ts'
import { ABOUT_BLOCK_FILE } from '#app/lib/admin-form-fields.ts'
import { singletonSaveAction } from './save-form.server.ts'

const PAGE = '/admin/about'

/** `team[2].photoFile` stands in for `team[2].photo`; `clients[0].logoFile` for `clients[0].logo`. */
const fileOf = (list: string, field: string) => {
  const file = new RegExp(`^${list}\\[\\d{1,2}\\]\\.${field}${ABOUT_BLOCK_FILE}$`)
  return {
    kind: 'about' as const,
    matches: (name: string) => file.test(name),
    maxFiles: 24,
    replaces: (fileField: string) => ({ url: fileField.slice(0, -ABOUT_BLOCK_FILE.length) }),
  }
}

const team = singletonSaveAction({
  schema: TeamInputSchema,
  files: fileOf('team', 'photo'),
  write: (input) => saveAboutBlocks({ team: input.team }),
  listUrl: PAGE,
  successText: 'Team saved successfully.',
  failText: 'Failed to save the team',
})

const figures = singletonSaveAction({
  schema: FiguresInputSchema,
  write: (input) => saveAboutBlocks({ figures: input.figures }),
  listUrl: PAGE,
  successText: 'Figures saved successfully.',
  failText: 'Failed to save the figures',
})

const clients = singletonSaveAction({
  schema: ClientsInputSchema,
  files: fileOf('clients', 'logo'),
  write: (input) => saveAboutBlocks({ clients: input.clients }),
  listUrl: PAGE,
  successText: 'Client logos saved successfully.',
  failText: 'Failed to save the client logos',
})

export const ABOUT_BLOCKS = { team, figures, clients } as const
export type AboutBlockName = keyof typeof ABOUT_BLOCKS

const isBlockName = (name: string | null): name is AboutBlockName =>
  name !== null && Object.hasOwn(ABOUT_BLOCKS, name)

/** The block a post to /admin/about saves (`?block=team`), or null for the sections' form. */
export function postedBlock(request: Request): AboutBlockName | null {
  const block = new URL(request.url).searchParams.get('block')
  return isBlockName(block) ? block : null
}

export const saveBlock = (block: AboutBlockName, args: ActionFunctionArgs) =>
  ABOUT_BLOCKS[block](args)
