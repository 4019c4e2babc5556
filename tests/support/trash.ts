// Deletes forever everything in the trash: what a delete released before the trash existed.
import { listTrash, purgeFromTrash } from '#app/models/trash.server.ts'

export function emptyTrash() {
  for (const item of listTrash()) purgeFromTrash(item.id)
}
