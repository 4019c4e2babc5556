// Public addresses of items with slugs (docs/publishing.md): the readable one when it is known, the
// id's otherwise (it answers 301 to the readable one).
export const blogPath = (post: { _id: string; slug?: string }) =>
  `/blog/${encodeURIComponent(post.slug ?? post._id)}`

export const servicePath = (service: { _id: string; slug?: string }) =>
  `/detailed-services/${encodeURIComponent(service.slug ?? service._id)}`

export const projectPath = (project: { _id: string; slug?: string }) =>
  `/detailed-projects/${encodeURIComponent(project.slug ?? project._id)}`
