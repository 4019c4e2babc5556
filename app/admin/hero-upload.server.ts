// The admin's hero video upload, shared by the screen's own action (plain multipart post, no
// JavaScript) and its progress-reporting twin (XMLHttpRequest). The file is streamed, sniffed and
// size-checked by receiveUpload, so a refused upload leaves nothing on disk.
import { KINDS } from '#db/kinds.ts'
import { setHeroVideo } from '#app/models/hero-video.server.ts'
import { NO_SPACE_MESSAGE, receiveUploads } from '#app/media/upload-store.server.ts'

export const HERO_TEXTS = {
  missing: 'Please select a video to upload.',
  type: 'Please select a video file.',
  size: 'Video size must not exceed 50 MB.',
  failed: 'Video upload failed.',
  success: 'Video uploaded successfully!',
} as const

export type HeroUploadResult = { ok: boolean; status: number; message: string }

export async function uploadHeroVideo(request: Request): Promise<HeroUploadResult> {
  const { folder } = KINDS['hero-video'].files
  const result = await receiveUploads(request, { field: 'video', folder, accept: ['video'] })
  if (!result.ok) {
    if (result.status === 507) return { ok: false, status: 507, message: NO_SPACE_MESSAGE }
    if (result.status === 413) return { ok: false, status: 413, message: HERO_TEXTS.size }
    if (result.status === 415) return { ok: false, status: 415, message: HERO_TEXTS.type }
    return { ok: false, status: 400, message: HERO_TEXTS.failed }
  }
  if (!result.file) return { ok: false, status: 400, message: HERO_TEXTS.missing }
  setHeroVideo(result.file.url)
  return { ok: true, status: 200, message: HERO_TEXTS.success }
}
