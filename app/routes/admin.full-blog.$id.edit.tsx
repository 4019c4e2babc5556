// The Arabic list's modal: the same route as /admin/blogs' (app/components/admin/blog-lists.ts).
export {
  action,
  clientAction,
  default,
  ErrorBoundary,
  loader,
} from '#app/routes/admin.blogs.$id.edit.tsx'
